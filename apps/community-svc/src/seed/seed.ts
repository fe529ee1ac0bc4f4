import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { seedWatchedPhrases } from '@kiin/contracts';
import { renderMarkdown } from '@kiin/service-kit';

/** A UUID derived from a name, so the seed inserts the same rows on every start. */
function stableId(kind: string, slug: string): string {
  const h = createHash('sha256').update(`kiin-community:${kind}:${slug}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Seeded posts belong to community members who exist only here; their names never show. */
const members = ['a', 'b', 'c', 'd', 'e'].map((m) => stableId('member', m));

interface SeedDiscussion {
  slug: string;
  author: number;
  daysAgo: number;
  title: string;
  content: string;
  isPremiumOnly: boolean;
  comments: { author: number; hoursLater: number; content: string }[];
}

const discussions: SeedDiscussion[] = [
  {
    slug: 'first-week-caring',
    author: 0,
    daysAgo: 9,
    title: 'First week as a carer for my dad - where do I start?',
    content:
      'Dad came home from hospital last week after a fall and I have moved back in to help. I am working out meals, medication times and appointments, and feel a bit lost.\n\nWhat helped you most in the first few weeks? Any **lists or routines** you would recommend?',
    isPremiumOnly: false,
    comments: [
      { author: 1, hoursLater: 3, content: 'A simple weekly planner on the fridge saved me. Medication times, appointments and who is visiting, all in one place.' },
      { author: 2, hoursLater: 20, content: 'Ring the Carer Gateway line too. They helped me find respite options I did not know existed.' },
    ],
  },
  {
    slug: 'sleep-and-night-waking',
    author: 1,
    daysAgo: 6,
    title: 'How do you manage broken sleep?',
    content:
      'Mum wakes two or three times a night and I am running on empty. I have started napping when she naps but it is hard with work.\n\nHas anyone found a way to share nights with family, or used overnight respite?',
    isPremiumOnly: false,
    comments: [
      { author: 3, hoursLater: 5, content: 'My brother and I take alternate weekends for nights. It is not perfect, but knowing a full night is coming makes the rest bearable.' },
    ],
  },
  {
    slug: 'talking-to-gp',
    author: 2,
    daysAgo: 4,
    title: 'Questions to take to a GP appointment',
    content:
      'I always forget what I wanted to ask once we are in the room. I now write questions down beforehand and take notes during the visit.\n\nWhat questions do you make sure you ask? I will start:\n\n- What should we watch for before the next visit?\n- Who do we call if things change after hours?',
    isPremiumOnly: false,
    comments: [],
  },
  {
    slug: 'looking-after-yourself',
    author: 3,
    daysAgo: 2,
    title: 'Small things that help you look after yourself',
    content:
      'It is easy to put ourselves last. For me it is a ten-minute walk around the block each morning before anyone else is up. What are your small things?',
    isPremiumOnly: false,
    comments: [
      { author: 4, hoursLater: 2, content: 'A cup of tea in the garden, phone in the other room. Ten minutes that are just mine.' },
      { author: 0, hoursLater: 6, content: 'Joining a local carers group once a month. Being with people who understand helps more than I expected.' },
    ],
  },
  {
    slug: 'planning-respite',
    author: 4,
    daysAgo: 3,
    title: 'Planning respite without feeling guilty',
    content:
      'We have our first week of planned respite coming up and I already feel guilty about it. How did you prepare yourself and the person you care for?\n\nI would love to hear what made the first stay go smoothly.',
    isPremiumOnly: true,
    comments: [
      { author: 1, hoursLater: 4, content: 'Visit together beforehand if you can, and bring a few familiar things from home. The guilt eased once I saw Dad settled.' },
    ],
  },
  {
    slug: 'working-while-caring',
    author: 0,
    daysAgo: 1,
    title: 'Talking to your employer about caring',
    content:
      'I am thinking about asking for flexible hours so I can get to appointments. Has anyone had that conversation at work? How did you approach it?',
    isPremiumOnly: true,
    comments: [],
  },
];

/**
 * Realistic discussions written as members would (free and premium), and the watched phrases
 * moderators start from. Idempotent: inserts only what is missing.
 */
export async function seedCommunity(em: EntityManager): Promise<void> {
  for (const { phrase, action } of seedWatchedPhrases) {
    await em.execute('insert into watched_phrase (id, phrase, action) values (?, ?, ?) on conflict (phrase) do nothing', [
      stableId('phrase', phrase),
      phrase,
      action,
    ]);
  }
  const now = Date.now();
  for (const d of discussions) {
    const id = stableId('discussion', d.slug);
    const created = new Date(now - d.daysAgo * 86_400_000);
    await em.execute(
      `insert into discussion (id, author_id, title, content, content_html, is_premium_only, status, announced, views, created_at)
       values (?, ?, ?, ?, ?, ?, 'published', false, ?, ?) on conflict (id) do nothing`,
      [id, members[d.author], d.title, d.content, renderMarkdown(d.content), d.isPremiumOnly, 12 + d.comments.length * 7, created],
    );
    for (const [i, c] of d.comments.entries()) {
      await em.execute(
        `insert into comment (id, discussion_id, author_id, content, content_html, status, announced, created_at)
         values (?, ?, ?, ?, ?, 'published', false, ?) on conflict (id) do nothing`,
        [stableId('comment', `${d.slug}:${i}`), id, members[c.author], c.content, renderMarkdown(c.content), new Date(created.getTime() + c.hoursLater * 3_600_000)],
      );
    }
  }
}
