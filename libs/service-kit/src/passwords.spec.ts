import { passwordProblem } from './passwords';

const person = { email: 'sam.lee@example.com', names: ['Sam', 'Lee'] };

describe('new passwords', () => {
  it.each([
    ['aaaaaaaaaa', 'password repeats a character or pattern (like aaa or abcabc): choose a phrase of a few unrelated words'],
    ['1234567890', 'password is too common: choose a phrase of a few unrelated words'],
    ['          ', 'password must not be only spaces'],
    ['sam.lee@example.com', 'password must not contain your email address'],
    ['Sam.Lee@Example.com!', 'password must not contain your email address'],
    ['password123', 'password is too common: choose a phrase of a few unrelated words'],
    ['qwertyuiop', 'password is too common: choose a phrase of a few unrelated words'],
    ['Passw0rd!!', 'password is too common: choose a phrase of a few unrelated words'],
    ['sam.lee1990', 'password must not contain your email address or name'],
  ])('refuses %j and says why', (password, reason) => {
    expect(passwordProblem(password, person)).toBe(reason);
  });

  it.each(['a calm long passphrase', 'benchmark passphrase', 'correct horse battery', 'a brand new passphrase'])('accepts %j', (password) => {
    expect(passwordProblem(password, person)).toBeNull();
  });

  it('names the field it checks', () => {
    expect(passwordProblem('aaaaaaaaaa', { field: 'newPassword' })).toMatch(/^newPassword repeats/);
  });
});
