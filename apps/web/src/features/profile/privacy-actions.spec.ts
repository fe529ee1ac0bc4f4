import { privacyMessages } from '@kiin/contracts';
import { confirmsDeletion } from './components/DeleteAccountDialog';
import { exportFilename, needsFreshSignIn, signInAgainHref } from './privacy-actions';

describe('Your data', () => {
  it('names the download as the gateway suggests, else by today’s date', () => {
    expect(exportFilename('attachment; filename="kiin-my-data-2026-11-25.json"')).toBe('kiin-my-data-2026-11-25.json');
    expect(exportFilename(null, new Date('2026-01-02T03:00:00Z'))).toBe('kiin-my-data-2026-01-02.json');
    expect(exportFilename('attachment; filename="../../etc/passwd"', new Date('2026-01-02T03:00:00Z'))).toBe('kiin-my-data-2026-01-02.json');
  });

  it('tells a stale sign-in (403 with its message) from other refusals', () => {
    expect(needsFreshSignIn(403, privacyMessages.freshSignInRequired)).toBe(true);
    expect(needsFreshSignIn(403, 'Premium membership required')).toBe(false);
    expect(needsFreshSignIn(401, privacyMessages.freshSignInRequired)).toBe(false);
  });

  it('sends the member to sign in and back to their data', () => {
    expect(signInAgainHref()).toBe(`/api/login?returnTo=${encodeURIComponent('/profile?tab=overview#your-data')}`);
  });

  it('confirms a deletion with the word DELETE or the member’s own address only', () => {
    const email = 'robin@example.com';
    expect(['DELETE', ' DELETE ', 'robin@example.com', 'Robin@Example.com'].map((t) => confirmsDeletion(t, email))).toEqual([true, true, true, true]);
    expect(['delete', 'Delete', '', 'DELETE!', 'other@example.com'].map((t) => confirmsDeletion(t, email))).toEqual([false, false, false, false, false]);
  });
});
