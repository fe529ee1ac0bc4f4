import { ContactBodySchema, SignUpBodySchema } from '@kiin/contracts';
import { describeIssue } from './zod-body';

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
