import { z } from 'zod';
import { ContactBodySchema, SignUpBodySchema, WaitlistBodySchema } from '../identity/api';
import { email, multilineText, personName, text } from './fields';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('text fields refuse control characters and treat invisible text as empty', () => {
  it.each(['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085'])('one line refuses %j, naming the field', (char) => {
    expect(firstMessage(text('role'), `Ca${char}rer`)).toBe('role must not contain control characters (tabs and line breaks included)');
    expect(firstMessage(personName('firstName'), `Sam${char}`)).toMatch(/^firstName must not contain control characters/);
    expect(firstMessage(email, `sam${char}@example.com`)).toMatch(/^email must not contain control characters/);
  });

  it('a text of several lines keeps tabs and line breaks but refuses other control characters', () => {
    expect(z.object({ message: multilineText('message') }).parse({ message: ' Hello\r\n\tthere\n' })).toEqual({ message: 'Hello\r\n\tthere' });
    expect(firstMessage(multilineText('message'), 'Hello\u0000')).toBe(
      'message must not contain control characters (only tabs and line breaks are allowed)',
    );
  });

  it.each(['\u200b\u200b', ' \u00a0 ', '\ufeff', '\u2060\u200d', '\u3000'])('%j alone counts as empty', (blank) => {
    expect(firstMessage(personName('name'), blank)).toBe('name is required');
    expect(firstMessage(ContactBodySchema, { name: 'Sam', email: 'sam@example.com', subject: 'general', message: blank })).toBe(
      'message is required',
    );
  });

  it('trims invisible characters around a name', () => {
    expect(personName('name').parse('\u200bSam Carer\u200b ')).toBe('Sam Carer');
  });

  it('every public body refuses NUL in each of its text fields', () => {
    const bodies: [z.ZodType, Record<string, string>][] = [
      [SignUpBodySchema, { email: 'sam@example.com', password: 'a calm long passphrase', firstName: 'Sam', lastName: 'Carer' }],
      [WaitlistBodySchema, { name: 'Sam', email: 'sam@example.com', role: 'carer' }],
      [ContactBodySchema, { name: 'Sam', email: 'sam@example.com', subject: 'general', message: 'Hello' }],
    ];
    for (const [schema, valid] of bodies) {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const field of Object.keys(valid).filter((f) => f !== 'subject')) {
        expect(firstMessage(schema, { ...valid, [field]: `${valid[field]}\u0000` })).toMatch(new RegExp(`^${field} must not contain control characters`));
      }
    }
  });
});
