import type { ContentType } from '@kiin/contracts';

/** What a library card's main action says for each type, as the spec names them (tests' own copy, not the app's). */
export const actionLabels: Record<ContentType, string> = {
  article: 'Read article',
  book: 'Find book',
  video: 'Watch video',
  podcast: 'Listen now',
  course: 'Start course',
  website: 'Visit site',
};
