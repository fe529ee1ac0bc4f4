// Members for the benchmarks, signed in the way a person is: sign-up, then the confirmation
// page's POST with the mailed link's token. Returns the account and its session cookie.

const mailUrl = () => process.env.KIIN_MAIL_URL ?? 'http://127.0.0.1:1080';

/** Signs up and confirms `bench<i>.<namespace>@example.com` on the product at `base`. */
export async function benchMember(base, namespace, i) {
  const email = `bench${i}.${namespace}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'benchmark passphrase', firstName: 'Bench', lastName: String(i) }),
  });
  if (res.status !== 202) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  let token;
  for (const deadline = Date.now() + 30_000; !token; ) {
    if (Date.now() > deadline) throw new Error(`no confirmation mail for ${email} within 30 s`);
    const mails = await (await fetch(`${mailUrl()}/email`)).json();
    const mail = mails.find((m) => m.to.some((t) => t.address === email));
    token = mail && /https?:\/\/[^\s/]+\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  const confirmed = await fetch(`${base}/api/auth/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ token, password: 'benchmark passphrase' }),
  });
  const cookie = confirmed.headers.getSetCookie().find((c) => c.startsWith('kiin_sid='))?.split(';')[0];
  if (!cookie) throw new Error(`the confirmation link answered ${confirmed.status} without a session`);
  const user = await (await fetch(`${base}/api/auth/user`, { headers: { cookie } })).json();
  return { user, cookie, email };
}
