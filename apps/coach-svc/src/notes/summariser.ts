import { type KliinicLibraryItem, kliinicNotesTexts } from '@kiin/contracts';
import type { Turn } from './transcript';

/** What the notes are written from: the redacted turns, the session, and library items to link. */
export interface NotesInput {
  title: string;
  turns: Turn[];
  library: KliinicLibraryItem[];
  /** The site's public address, for links to library items. */
  origin: string;
}

const stopWords = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves also really get got going gonna like know think yeah yes okay ok well um uh right thing things lot lots one just maybe actually mean sort kind bit much many way said say says go goes make makes made let lets see`.split(
    /\s+/,
  ),
);

const words = (text: string): string[] => (text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []).filter((w) => w.length > 2 && !stopWords.has(w));

/** Sentences of a text (kept whole: "Dr." and "e.g." do not end one). */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+["'”’)]*|$)/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .reduce<string[]>((acc, s) => {
      const prev = acc.at(-1);
      if (prev && /\b(Dr|Mr|Mrs|Ms|Prof|e\.g|i\.e|St|vs)\.$/i.test(prev)) acc[acc.length - 1] = `${prev} ${s}`;
      else acc.push(s);
      return acc;
    }, []);
}

const redactedMark = /\[(name|email|phone|number|date) removed\]/;
const small = /^(hi|hello|thanks|thank you|good (morning|afternoon|evening)|welcome|okay|ok|yes|no|great|sure|right)\b/i;
const nextStepCue =
  /\b(next step|you could|you can|try to|try and|make sure|remember to|ask your|talk to your|speak to your|before your next|i'?d suggest|i suggest|i recommend|we recommend|recommend|it'?s worth|don'?t forget|write down|keep a|book (a|an|in)|follow up|call (the|your)|contact (the|your)|look into|sign up|register)\b/i;

interface Sentence {
  text: string;
  speaker: string | null;
  turn: number;
  order: number;
}

/** The detected questions (a sentence ending in "?", not the expert's own) with the answer that followed. */
function questionsAndAnswers(turns: Turn[]): { question: string; answer: string }[] {
  const pairs: { question: string; answer: string }[] = [];
  turns.forEach((turn, i) => {
    if (turn.speaker === 'Expert') return;
    const questions = sentencesOf(turn.text).filter((s) => s.endsWith('?') && words(s).length >= 3);
    if (questions.length === 0) return;
    const reply = turns.slice(i + 1).find((t) => t.speaker !== turn.speaker || turn.speaker === null);
    const answer = reply
      ? sentencesOf(reply.text)
          .filter((s) => !small.test(s) || words(s).length > 4)
          .slice(0, 3)
          .join(' ')
      : '';
    if (answer) pairs.push({ question: questions.join(' '), answer });
  });
  return pairs.slice(0, 12);
}

/** Library items the session mentioned: every significant word of the title in one sentence, or the title itself. */
function mentioned(sentences: Sentence[], library: KliinicLibraryItem[]): KliinicLibraryItem[] {
  const lowered = sentences.map((s) => ({ text: s.text.toLowerCase(), words: new Set(words(s.text)) }));
  return library.filter((item) => {
    const title = item.title.toLowerCase();
    const titleWords = words(item.title);
    return lowered.some((s) => s.text.includes(title) || (titleWords.length >= 2 && titleWords.every((w) => s.words.has(w))));
  });
}

/** Services and links the session named, beside the library's items. */
const knownServices: [RegExp, string][] = [
  [/\bhealthdirect\b/i, 'healthdirect: 1800 022 222, any time'],
  [/\bcarer gateway\b/i, 'Carer Gateway: 1800 422 737'],
  [/\bmy aged care\b/i, 'My Aged Care: 1800 200 422'],
  [/\bdementia australia\b/i, 'Dementia Australia: National Dementia Helpline 1800 100 500'],
  [/\bbeyond blue\b/i, 'Beyond Blue: 1300 22 4636'],
  [/\blifeline\b/i, 'Lifeline: 13 11 14'],
  [/\bndis\b/i, 'The NDIS (National Disability Insurance Scheme): ndis.gov.au'],
];

/**
 * The local summariser, used when no language model is configured: extractive. Sentences are
 * ranked by how many of the session's frequent words they carry (long and very short ones
 * weigh less), the best are kept in the order they were said; questions are matched with the
 * answer that followed; resources are the library items and services the session named;
 * next steps are the sentences that suggest doing something.
 */
export function summariseLocally({ title, turns, library, origin }: NotesInput): string {
  const sentences: Sentence[] = [];
  turns.forEach((turn, t) =>
    sentencesOf(turn.text).forEach((text) => sentences.push({ text, speaker: turn.speaker, turn: t, order: sentences.length })),
  );
  const frequency = new Map<string, number>();
  for (const s of sentences) for (const w of new Set(words(s.text))) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const score = (s: Sentence) => {
    const ws = words(s.text);
    if (ws.length < 5 || s.text.endsWith('?') || small.test(s.text) || redactedMark.test(s.text)) return 0;
    const sum = ws.reduce((acc, w) => acc + (frequency.get(w) ?? 0), 0);
    return (sum / Math.sqrt(ws.length)) * (s.speaker === 'Expert' ? 1.3 : 1) * (ws.length > 45 ? 0.6 : 1);
  };
  const ranked = sentences
    .map((s) => ({ s, score: score(s) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  const summary = ranked
    .slice(0, Math.min(6, Math.max(3, Math.ceil(sentences.length / 15))))
    .map((r) => r.s)
    .sort((a, b) => a.order - b.order);
  // A sentence that held someone's details is about that person, not the session.
  const steps = sentences.filter((s) => nextStepCue.test(s.text) && !s.text.endsWith('?') && !redactedMark.test(s.text) && words(s.text).length >= 4).slice(0, 6);
  const qa = questionsAndAnswers(turns);
  const items = mentioned(sentences, library);
  const services = knownServices.filter(([pattern]) => sentences.some((s) => pattern.test(s.text))).map(([, label]) => label);
  const urls = [...new Set(sentences.flatMap((s) => s.text.match(/https?:\/\/[^\s)>"]+[^\s)>".,;:!?]/g) ?? []))];

  const lines = [`# Notes: ${title}`, '', `_${kliinicNotesTexts.localLabel}_`, '', kliinicNotesTexts.removedNote, '', '## Summary', ''];
  lines.push(...(summary.length > 0 ? summary.map((s) => `- ${s.text}`) : ['- The transcript was too short to summarise.']));
  lines.push('', '## Questions and answers', '');
  if (qa.length === 0) lines.push('No questions were detected in the transcript.');
  for (const { question, answer } of qa) lines.push(`**Q:** ${question}`, '', `**A:** ${answer}`, '');
  lines.push('', '## Resources mentioned', '');
  const resources = [
    ...items.map((item) => `- [${item.title}](${origin}/content/${item.type}/${item.id})`),
    ...services.map((s) => `- ${s}`),
    ...urls.map((u) => `- ${u}`),
  ];
  lines.push(...(resources.length > 0 ? resources : ['No resources were named in the transcript.']));
  lines.push('', '## Next steps', '');
  lines.push(...(steps.length > 0 ? steps.map((s) => `- ${s.text}`) : ['No next steps were detected in the transcript.']));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** The library items a draft links to, for the mail's take-home resources. */
export function linkedItems(markdown: string, library: KliinicLibraryItem[], origin: string): { title: string; link: string }[] {
  return library
    .map((item) => ({ title: item.title, link: `${origin}/content/${item.type}/${item.id}` }))
    .filter((item) => markdown.includes(`](${item.link})`));
}
