// A real OpenID Connect provider (the `oidc-provider` package), run on 127.0.0.1 for the
// sign-in tests. Its accounts come from the login typed on its own sign-in form:
// "verified:<email>" or "unverified:<email>", optionally followed by ":<subject>".
// Usage: node oidc-provider.mjs <port> <redirect_uri>; prints "ready <issuer>" when it listens.
import Provider from 'oidc-provider';

const [port, redirectUri] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'kiin-test',
      client_secret: 'kiin-test-secret-that-is-long-enough',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
  pkce: { required: () => true },
  cookies: { keys: ['a-test-cookie-key-for-the-local-provider'] },
  async findAccount(_ctx, id) {
    const [kind, email] = id.split(':');
    return {
      accountId: id,
      async claims() {
        return { sub: id, email, email_verified: kind === 'verified', given_name: 'Alex', family_name: 'Provider' };
      },
    };
  },
});
provider.listen(Number(port), '127.0.0.1', () => process.stdout.write(`ready ${issuer}\n`));
