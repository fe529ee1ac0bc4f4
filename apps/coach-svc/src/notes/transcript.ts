import { redactIdentifiers } from '../safety/safety';

/** One stretch of talk: who spoke (as the transcript labels them, if it does) and what they said. */
export interface Turn {
  speaker: string | null;
  text: string;
}

const timing = /^(\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}\s+-->\s+(\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}/;
/** `Name:` at the start of a line: one to four words, each starting with a capital (Dr, O'Neil, Mary-Jane). */
const namePrefix = /^((?:Dr\.?|Prof\.?|Mr\.?|Mrs\.?|Ms\.?)?\s*[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*){0,3})\s*:\s+(.*)$/u;
/** Speaker labels that are roles, not names: kept as they are. */
const roleLabels = /^(speaker|attendee|participant|host|moderator|expert|guest|presenter|facilitator|audience|question|answer|q|a)(\s*\d+)?$/i;

/** Reads WebVTT (speaker from `<v Name>`) or plain text (speaker from a `Name:` prefix) as turns. */
export function readTranscript(source: string): Turn[] {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const turns: Turn[] = [];
  const push = (speaker: string | null, said: string) => {
    const clean = said.replace(/\s+/g, ' ').trim();
    if (!clean) return;
    const last = turns.at(-1);
    if (last && last.speaker === speaker) last.text = `${last.text} ${clean}`;
    else turns.push({ speaker, text: clean });
  };
  if (/^WEBVTT\b/.test(text)) {
    for (const block of text.split(/\n{2,}/).slice(1)) {
      const lines = block.split('\n').filter((l) => l.trim() !== '');
      if (lines.length === 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0])) continue;
      const at = lines.findIndex((l) => timing.test(l.trim()));
      if (at < 0) continue;
      let speaker: string | null = null;
      const said: string[] = [];
      for (const line of lines.slice(at + 1)) {
        const voice = /<v(?:\.[\w.-]+)?\s+([^>]+)>/.exec(line);
        if (voice) speaker = voice[1].trim();
        said.push(line.replace(/<[^>]*>/g, ''));
      }
      const joined = said.join(' ');
      const prefixed = speaker === null ? namePrefix.exec(joined.trim()) : null;
      if (prefixed) push(prefixed[1].trim(), prefixed[2]);
      else push(speaker, joined);
    }
    return turns;
  }
  let current: string | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const prefixed = namePrefix.exec(line.trim());
    if (prefixed) {
      current = prefixed[1].trim();
      push(current, prefixed[2]);
    } else push(current, line);
  }
  return turns;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titles = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'miss']);

/** The names a transcript introduces: "my name is Priya", "I'm Tom from ...", "this is Sam speaking". */
function introducedNames(text: string): string[] {
  const names: string[] = [];
  const patterns = [
    /\bmy name(?:'s| is)\s+([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+)?)/gu,
    /\b(?:I'm|I am|it's|this is)\s+([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+)?)(?=\s*(?:,|\.|here\b|speaking\b|and\b|from\b|calling\b))/gu,
    /\bcall me\s+([A-Z][\p{L}'’-]+)/gu,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) names.push(m[1]);
  return names;
}

/** The words of a name worth removing wherever they appear: each part of two letters or more, titles aside. */
const nameParts = (name: string): string[] =>
  name
    .split(/\s+/)
    .map((part) => part.replace(/[.:,]+$/, ''))
    .filter((part) => part.length >= 2 && !titles.has(part.toLowerCase()) && /^[A-Z]/.test(part));

/** Service numbers people are told to call (1800, 1300, 13 xx xx) are not anyone's identifier. */
const serviceNumbers = /\b(1[38]00[\s-]?\d{3}[\s-]?\d{3}|13[\s-]?\d{2}[\s-]?\d{2})\b/g;

export interface Redacted {
  turns: Turn[];
  /** How many attendees' names were taken out (the people who spoke, and names they gave). */
  namesRemoved: number;
}

/**
 * The transcript without the names and identifiers of the attendees who spoke: speaker labels
 * become roles ("the expert" for the session's leader and guest, "an attendee" otherwise), those
 * names and any names the transcript introduces are removed wherever they appear, and email
 * addresses, phone numbers (Australian formats included), Medicare and other numbers and full
 * dates are removed by the coach's safety layer.
 */
export function redactTranscript(turns: Turn[], hosts: readonly string[]): Redacted {
  const hostParts = new Set(hosts.flatMap(nameParts).map((p) => p.toLowerCase()));
  const isHost = (speaker: string) => nameParts(speaker).some((p) => hostParts.has(p.toLowerCase()));
  const attendeeNames = new Set<string>();
  for (const turn of turns) {
    if (turn.speaker && !roleLabels.test(turn.speaker) && !isHost(turn.speaker)) attendeeNames.add(turn.speaker);
    for (const name of introducedNames(turn.text)) if (!isHost(name)) attendeeNames.add(name);
  }
  const parts = [...new Set([...attendeeNames].flatMap(nameParts))].sort((a, b) => b.length - a.length);
  const namePattern = parts.length > 0 ? new RegExp(`(?<![\\p{L}])(${parts.map(escape).join('|')})(?:'s|’s)?(?![\\p{L}])`, 'gu') : null;
  const scrub = (text: string): string => {
    const kept: string[] = [];
    const held = text.replace(serviceNumbers, (m) => `\u0001${kept.push(m) - 1}\u0002`);
    const named = namePattern ? held.replace(namePattern, '[name removed]') : held;
    return redactIdentifiers(named)
      // eslint-disable-next-line no-control-regex -- the placeholders above, which no transcript holds
      .replace(/\u0001(\d+)\u0002/g, (_, i: string) => kept[Number(i)])
      .replace(/(\[name removed\])(\s+\[name removed\])+/g, '$1');
  };
  // Each attendee who spoke keeps a label of their own (who asked, who answered), never a name.
  const labels = new Map<string, string>();
  const labelOf = (speaker: string): string => {
    if (roleLabels.test(speaker)) return speaker;
    if (isHost(speaker)) return 'Expert';
    if (!labels.has(speaker)) labels.set(speaker, `Attendee ${labels.size + 1}`);
    return labels.get(speaker)!;
  };
  return {
    turns: turns.map((turn) => ({ speaker: turn.speaker === null ? null : labelOf(turn.speaker), text: scrub(turn.text) })),
    namesRemoved: attendeeNames.size,
  };
}
