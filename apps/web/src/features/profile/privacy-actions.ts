import { freshSignInMinutes, privacyMessages } from '@kiin/contracts';
import { loginHref } from '../../auth/return-to';
import { formatApiError } from '../../api/base-query';

/** Where the profile's data section lives, to come back to after signing in again. */
export const privacyReturnTo = '/profile?tab=overview#your-data';

/** Whether the gateway refused because the sign-in is older than ten minutes. */
export const needsFreshSignIn = (status: number, body: string) => status === 403 && body === privacyMessages.freshSignInRequired;

/** The sign-in page, coming back to the data section; the account's sessions stay as they are. */
export const signInAgainHref = () => loginHref(privacyReturnTo);

export const freshSignInNote = `For your safety, downloading or deleting your data needs a sign-in within the last ${freshSignInMinutes} minutes.`;

export type ExportOutcome = { kind: 'downloaded'; filename: string } | { kind: 'sign-in-again' } | { kind: 'failed'; message: string };

/** The file name the gateway suggests, or one for today. */
export function exportFilename(disposition: string | null, now = new Date()): string {
  const named = /filename="([A-Za-z0-9._-]+)"/.exec(disposition ?? '');
  return named ? named[1] : `kiin-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Fetches the member's export and hands it to the browser as a download. */
export async function downloadExport(fetcher: typeof fetch = fetch): Promise<ExportOutcome> {
  let res: Response;
  try {
    res = await fetcher('/api/users/me/export', { credentials: 'include', headers: { accept: 'application/json' } });
  } catch {
    return { kind: 'failed', message: 'We could not reach Kiin. Check your connection and try again.' };
  }
  if (!res.ok) {
    const body = await res.text();
    if (needsFreshSignIn(res.status, body)) return { kind: 'sign-in-again' };
    return { kind: 'failed', message: formatApiError(res.status, body, res.statusText).message };
  }
  const blob = await res.blob();
  const filename = exportFilename(res.headers.get('content-disposition'));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { kind: 'downloaded', filename };
}
