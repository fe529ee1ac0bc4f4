import { pointsRules } from '../gamification/points';
import {
  communityMessages,
  CreateCommentBodySchema,
  CreateDiscussionBodySchema,
  commentProblem,
  containsPhrase,
  discussionProblem,
  seedWatchedPhrases,
  splitDiscussionText,
  usesCrisisLanguage,
  watchedAction,
} from './index';

const invalid = 'Invalid format: Please enter a title on the first line, followed by the content';

describe('new discussion rules', () => {
  it('an empty title or content gets the spec sentence', () => {
    expect(discussionProblem('', 'Some content that is long enough')).toBe(invalid);
    expect(discussionProblem('A title that is long enough', '   ')).toBe(invalid);
    expect(discussionProblem('\u200b', 'content')).toBe(invalid);
  });

  it('title and content together need 20 characters', () => {
    expect(discussionProblem('Hello', 'short')).toBe('Please enter at least 20 characters (10 more needed)');
    expect(discussionProblem('Hello there', 'all of you')).toBeNull();
  });

  it('the body schema answers with the same sentences, verbatim', () => {
    const r = CreateDiscussionBodySchema.safeParse({ title: ' ', content: 'x'.repeat(30), isPremiumOnly: false });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(invalid);
    expect(CreateDiscussionBodySchema.parse({ title: ' Title here ', content: ' Some content here ' })).toEqual({
      title: 'Title here',
      content: 'Some content here',
      isPremiumOnly: false,
    });
  });

  it('the first line is the title and the rest the content', () => {
    expect(splitDiscussionText('  My title \r\nline one\nline two \n')).toEqual({ title: 'My title', content: 'line one\nline two' });
    expect(splitDiscussionText('Only a title')).toEqual({ title: 'Only a title', content: '' });
  });
});

describe('comment rules', () => {
  it('at least 10 characters after trimming', () => {
    expect(commentProblem('   short   ')).toBe('Please enter at least 10 characters (5 more needed)');
    expect(commentProblem('ten chars!')).toBeNull();
    expect(CreateCommentBodySchema.safeParse({ content: 'tiny' }).error?.issues[0].message).toBe(
      'Please enter at least 10 characters (6 more needed)',
    );
  });
});

describe('phrase rules', () => {
  it('crisis language is found whatever the case, apostrophe or spacing', () => {
    expect(usesCrisisLanguage("I just can't go on like this")).toBe(true);
    expect(usesCrisisLanguage('I CAN\u2019T   GO ON')).toBe(true);
    expect(usesCrisisLanguage('thinking about self harm again')).toBe(true);
    expect(usesCrisisLanguage('worried about self-harm')).toBe(true);
    expect(usesCrisisLanguage('she took an overdose')).toBe(true);
    expect(usesCrisisLanguage('A question about suicide prevention training')).toBe(true);
  });

  it('whole words only, so ordinary posts are not caught', () => {
    expect(usesCrisisLanguage('We can go on a walk tomorrow')).toBe(false);
    expect(usesCrisisLanguage('The abuseless test')).toBe(false);
    expect(containsPhrase('buy nowhere', 'buy now')).toBe(false);
  });

  it('watched phrases are found through disguises: invisible characters, look-alike letters, digits', () => {
    expect(containsPhrase('BUY n\u200bow!!', 'buy now')).toBe(true);
    expect(containsPhrase('buy n\u043ew', 'buy now')).toBe(true); // Cyrillic o
    expect(containsPhrase('ｃｈｅａｐ ｐｉｌｌｓ here', 'cheap pills')).toBe(true);
    expect(containsPhrase('ch3ap p1lls', 'cheap pills')).toBe(true);
    expect(watchedAction('b-u-y now, o n l i n e pharmacy', seedWatchedPhrases)).toBe('block');
  });

  it('the strongest watched action wins: block over hold over flag', () => {
    expect(watchedAction('a miracle cure from our online pharmacy', seedWatchedPhrases)).toBe('hold');
    expect(watchedAction('Cheap pills, BUY NOW, online pharmacy', seedWatchedPhrases)).toBe('block');
    expect(watchedAction('a miracle cure', seedWatchedPhrases)).toBe('flag');
    expect(watchedAction('How is everyone going?', seedWatchedPhrases)).toBeNull();
  });
});

describe('what the author of a held post is told about points', () => {
  it('names the points the post earns, by kind, and that they come with the approval', () => {
    expect(communityMessages.heldPoints('discussion')).toBe(`The ${pointsRules.discussionCreated} points a new discussion earns arrive when a moderator approves it.`);
    expect(communityMessages.heldPoints('comment')).toBe(`The ${pointsRules.commentCreated} points a comment earns arrive when a moderator approves it.`);
  });
});
