import { emailField, messages } from './validation';

describe('email', () => {
  it('asks for an address, then for a valid one', () => {
    const problem = (value: string) => emailField.safeParse(value).error?.issues[0]?.message;
    expect(problem('')).toBe(messages.emailMissing);
    expect(problem('ada@')).toBe(messages.emailInvalid);
    expect(problem('ada@example')).toBe(messages.emailInvalid);
    expect(problem(' ada@example.com ')).toBeUndefined();
  });
});
