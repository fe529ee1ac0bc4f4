import { ContactBodySchema, SignInBodySchema, SignUpBodySchema } from '@kiin/contracts';
import { controlCharacterPath, describeIssue, weakPassword } from './zod-body';

const problem = (schema: typeof SignUpBodySchema | typeof ContactBodySchema, body: unknown) => {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected a validation error');
  return describeIssue(result.error);
};

describe('validation messages a person can act on', () => {
  const ok = { email: 'sam@example.com', password: 'a long passphrase', firstName: 'Sam', lastName: 'Lee' };

  it('names a missing field', () => {
    const { firstName: _, ...rest } = ok;
    expect(problem(SignUpBodySchema, rest)).toBe('firstName is required');
  });

  it('names a field of the wrong type', () => {
    expect(problem(SignUpBodySchema, { ...ok, lastName: 7 })).toBe('lastName must be text');
  });

  it('explains a short password and a bad email', () => {
    expect(problem(SignUpBodySchema, { ...ok, password: 'short' })).toBe('password must be at least 10 characters');
    expect(problem(SignUpBodySchema, { ...ok, email: 'sam' })).toBe('email must be a valid email address');
  });

  it('lists the contact subjects when one is not on the list', () => {
    expect(problem(ContactBodySchema, { name: 'Sam', email: 'sam@example.com', subject: 'billing', message: 'Hi' })).toBe(
      'subject must be one of: general, support, kliinics, membership, feedback, partnership, other',
    );
  });

  it('normalises email addresses', () => {
    expect(SignUpBodySchema.parse({ ...ok, email: '  Sam@Example.COM ' }).email).toBe('sam@example.com');
  });
});

describe('the control-character backstop under every body', () => {
  it('names the first text holding a control character, however deep', () => {
    expect(controlCharacterPath({ a: 'fine', b: { c: ['ok', 'x\u0000y'] } })).toBe('b.c.1');
    expect(controlCharacterPath({ message: 'two\nlines\tand a tab\r\n' })).toBeNull();
    expect(controlCharacterPath({ n: 1, flag: true, none: null })).toBeNull();
  });
});

describe('a password being chosen', () => {
  const body = { email: 'sam.lee@example.com', password: 'a calm long passphrase', firstName: 'Sam', lastName: 'Lee' };

  it.each([
    ['aaaaaaaaaa', /^password repeats a character/],
    ['1234567890', /^password is too common/],
    ['          ', /^password must not be only spaces/],
    ['sam.lee@example.com', /^password must not contain your email address/],
  ])('refuses %j at sign-up, saying why', (password, reason) => {
    const parsed = SignUpBodySchema.parse({ ...body, password });
    expect(weakPassword(SignUpBodySchema, parsed)).toMatch(reason);
  });

  it('accepts a calm long passphrase, and leaves sign-in alone', () => {
    expect(weakPassword(SignUpBodySchema, SignUpBodySchema.parse(body))).toBeNull();
    expect(weakPassword(SignInBodySchema, SignInBodySchema.parse({ email: body.email, password: '1234567890' }))).toBeNull();
  });
});
