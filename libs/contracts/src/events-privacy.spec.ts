import type { z } from 'zod';
import { eventSchemas, type EventType } from './events';

/**
 * Events carry ids, not personal details: a field whose name says it holds a person's
 * details or their words fails here (events are kept on the broker and in dead-letter topics,
 * beyond the reach of an account's deletion). A field that matches the pattern but holds none goes in
 * `allowed`, with the reason.
 */
const personalWords = new Set(['email', 'mail', 'name', 'phone', 'mobile', 'address', 'content', 'message', 'text', 'body', 'note', 'comment', 'title', 'transcript', 'birth', 'ip']);
/** A field that names a thing by its id or kind (`contentId`, `contentType`, `commentCount`) holds no words of anyone's. */
const referenceSuffixes = new Set(['id', 'ids', 'type', 'count', 'at']);

/** Whether a field name says it holds a person's details or their words (camelCase or snake_case words). */
function looksPersonal(field: string): boolean {
  const words = field.split(/(?=[A-Z])|_|-/).map((w) => w.toLowerCase()).filter(Boolean);
  return words.some((w) => personalWords.has(w)) && !referenceSuffixes.has(words[words.length - 1]);
}

const allowed: Partial<Record<EventType, Record<string, string>>> = {
  'kliinic.session-scheduled.v1': { title: "the public programme's session title, written by staff, never by a member" },
  'content.session-materials.v1': { 'items[].title': "a reviewed library item's published title" },
};

/** Every field path of a schema: `a`, `a.b`, `list[].c`. */
function fieldPaths(schema: z.ZodType, prefix = ''): string[] {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType; options?: z.ZodType[] } } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => [`${prefix}${key}`, ...fieldPaths(value, `${prefix}${key}.`)]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return fieldPaths(def.innerType!, prefix);
    case 'array':
      return fieldPaths(def.element!, `${prefix.replace(/\.$/, '')}[].`);
    case 'union':
      return (def.options ?? []).flatMap((option) => fieldPaths(option, prefix));
    default:
      return [];
  }
}

describe('event payloads carry ids, not personal details', () => {
  it.each(Object.keys(eventSchemas) as EventType[])('%s has no field named like an email, a name or what someone wrote', (type) => {
    const fields = fieldPaths(eventSchemas[type]);
    expect(fields.length).toBeGreaterThan(0);
    const suspicious = fields.filter((f) => looksPersonal(f.split('.').pop()!.replace('[]', '')) && !(allowed[type] && f in allowed[type]));
    expect(suspicious).toEqual([]);
  });

  it('reads nested fields, so the check cannot pass by missing them', () => {
    const paths = fieldPaths(eventSchemas['user.deleted.v1']);
    expect(paths).toEqual(expect.arrayContaining(['userId', 'keepPosts']));
    for (const field of ['email', 'firstName', 'last_name', 'displayName', 'content', 'message', 'text', 'phone', 'noteText']) expect([field, looksPersonal(field)]).toEqual([field, true]);
    for (const field of ['userId', 'contentId', 'commentId', 'contentType', 'messageCount', 'keepPosts', 'recipients']) expect([field, looksPersonal(field)]).toEqual([field, false]);
  });

  it('allow-lists only fields that exist', () => {
    for (const [type, fields] of Object.entries(allowed) as [EventType, Record<string, string>][]) {
      for (const field of Object.keys(fields)) expect(fieldPaths(eventSchemas[type])).toContain(field);
    }
  });
});
