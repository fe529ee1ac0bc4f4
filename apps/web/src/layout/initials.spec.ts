import { avatarAlt, avatarInitials, displayName } from './initials';

const user = (firstName: string, lastName: string, email: string) => ({ firstName, lastName, email });

describe('avatarInitials (spec §2)', () => {
  it('uses the first letters of first and last name', () => {
    expect(avatarInitials(user('Ada', 'Lovelace', 'ada@example.com'))).toBe('AL');
  });
  it('keeps the letters as written', () => {
    expect(avatarInitials(user('ada', 'lovelace', 'ada@example.com'))).toBe('al');
  });
  it('falls back to the first name alone', () => {
    expect(avatarInitials(user('Ada', '', 'ada@example.com'))).toBe('A');
  });
  it('falls back to the upper-cased first letter of the email', () => {
    expect(avatarInitials(user('', '', 'zoe@example.com'))).toBe('Z');
    expect(avatarInitials(user('', 'Lovelace', 'zoe@example.com'))).toBe('Z');
  });
  it('falls back to U when nothing is known', () => {
    expect(avatarInitials(user('', '', ''))).toBe('U');
    expect(avatarInitials(user('  ', ' ', ' '))).toBe('U');
  });
});

describe('avatarAlt and displayName', () => {
  it('names the person by first and last name', () => {
    expect(avatarAlt(user('Ada', 'Lovelace', 'a@x.io'))).toBe('Ada Lovelace');
  });
  it('uses the email when there is no name', () => {
    expect(displayName(user('', '', 'a@x.io'))).toBe('a@x.io');
  });
});
