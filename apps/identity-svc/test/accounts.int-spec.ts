import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobMap } from '@kiin/contracts';
import { DomainError, type JobQueues, openDatabase } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase, uniqueToken } from '@kiin/testing';
import { database } from '../src/database';
import type { AccountsService } from '../src/users/accounts.service';
import type { UsersService } from '../src/users/users.service';
import { accountsService, usersService } from './services';

/**
 * Pre-hijacking on the real database: a stranger who signs up someone's address with a
 * password of their own must never end up holding a password that opens the account.
 */
describe('links into an account', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let users: UsersService;
  let accounts: AccountsService;
  const mailed: JobMap['email.send'][] = [];

  beforeAll(async () => {
    db = await createTestDatabase('identity_accounts', database);
    orm = await openDatabase(db.url, database);
    users = usersService(orm);
    const jobs = { add: async (_name: 'email.send', mail: JobMap['email.send']) => void mailed.push(mail) } as unknown as JobQueues;
    accounts = accountsService(orm, users, jobs);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const origin = 'https://kiin.example';
  const owner = 'the owner’s own passphrase';
  const stranger = 'a stranger’s chosen passphrase';
  const address = () => `${uniqueToken().toLowerCase()}@kiin.test`;
  const signUp = (email: string, password: string) => accounts.requestSignUp({ email, password, firstName: 'Robin', lastName: 'Carer', origin, returnTo: '/' });
  /** The token of every link mailed to `email` with `template`, oldest first. */
  const tokens = (email: string, template: 'account.confirm' | 'account.reset') =>
    mailed
      .filter((m) => m.to === email && m.template === template)
      .map((m) => new URL((m.data as { link: string }).link).searchParams.get('token')!);
  const signsIn = (email: string, password: string) =>
    users.signIn({ email, password }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof DomainError) return false;
        throw error;
      },
    );

  it('a sign-up spends every link mailed for the address before: the stranger’s first link creates nothing', async () => {
    const email = address();
    await signUp(email, stranger);
    await signUp(email, owner);
    const [first, second] = tokens(email, 'account.confirm');
    expect(new URL((mailed.find((m) => m.to === email)!.data as { link: string }).link).pathname).toBe('/confirm-email');

    expect(await accounts.confirmEmail({ token: first, password: owner })).toBeNull();
    expect(await accounts.confirmEmail({ token: second, password: owner })).toMatchObject({ user: { email } });
    expect(await signsIn(email, owner)).toBe(true);
    expect(await signsIn(email, stranger)).toBe(false);
  });

  it('the password is the one typed where the link lands, so a stranger who signs up after the owner gains nothing', async () => {
    const email = address();
    await signUp(email, owner);
    await signUp(email, stranger);
    const newest = tokens(email, 'account.confirm').at(-1)!;
    expect(await accounts.confirmEmail({ token: newest, password: owner })).toMatchObject({ user: { email } });
    expect(await signsIn(email, owner)).toBe(true);
    expect(await signsIn(email, stranger)).toBe(false);
  });

  it('a new link spends every earlier one, whichever sign-up it was for', async () => {
    const email = address();
    await signUp(email, stranger);
    await signUp(email, owner);
    expect(await accounts.resendConfirmation({ email, origin })).toEqual({ mailed: true });
    const links = tokens(email, 'account.confirm');
    expect(links).toHaveLength(3);
    for (const stale of links.slice(0, 2)) expect(await accounts.confirmEmail({ token: stale, password: stranger })).toBeNull();
    expect(await accounts.confirmEmail({ token: links[2], password: owner })).not.toBeNull();
    expect(await signsIn(email, owner)).toBe(true);
  });

  it('a new reset link spends the earlier ones', async () => {
    const email = address();
    await users.signUp({ email, password: owner, firstName: 'Robin', lastName: 'Carer' });
    await accounts.forgotPassword({ email, origin });
    await accounts.forgotPassword({ email, origin });
    const [first, second] = tokens(email, 'account.reset');
    await expect(accounts.resetPassword({ token: first, password: stranger })).rejects.toThrow(DomainError);
    expect(await signsIn(email, owner)).toBe(true);
    await accounts.resetPassword({ token: second, password: 'a brand new passphrase' });
    expect(await signsIn(email, 'a brand new passphrase')).toBe(true);
  });

  /** Runs SQL on identity's own database: what is stored, and a link aged past its lifetime. */
  const sql = <T extends object>(query: string, params: unknown[]) => orm.em.fork().execute<T[]>(query, params);
  /** Whether `table`'s newest link for `email` expires `lifetime` from now (a minute's leeway). */
  const expiresIn = async (table: 'signup_request' | 'password_reset', email: string, lifetime: string) => {
    const where = table === 'signup_request' ? 'email = ?' : 'user_id = (select id from app_user where email = ?)';
    const [row] = await sql<{ ok: boolean }>(
      `select max(expires_at) between now() + interval '${lifetime}' - interval '1 minute' and now() + interval '${lifetime}' as ok from ${table} where ${where}`,
      [email],
    );
    return row.ok;
  };

  it('keeps a confirmation link and the password only as hashes, and the link stops working after 24 hours', async () => {
    const email = address();
    await signUp(email, owner);
    const [token] = tokens(email, 'account.confirm');
    const stored = await sql<{ token_hash: string; password_hash: string }>('select token_hash, password_hash from signup_request where email = ?', [email]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    expect(stored[0].password_hash).not.toContain(owner);
    expect(await expiresIn('signup_request', email, '24 hours')).toBe(true);

    await sql("update signup_request set expires_at = now() - interval '1 minute' where email = ?", [email]);
    expect(await accounts.confirmEmail({ token, password: owner })).toBeNull();
    expect(await signsIn(email, owner)).toBe(false);
  });

  it('keeps a reset link only as a hash, and refuses it after 30 minutes: the old password still signs in', async () => {
    const email = address();
    await users.signUp({ email, password: owner, firstName: 'Robin', lastName: 'Carer' });
    await accounts.forgotPassword({ email, origin });
    const [token] = tokens(email, 'account.reset');
    expect(await sql('select token_hash from password_reset where token_hash = ? or token_hash like ?', [token, `%${token}%`])).toEqual([]);
    expect(await expiresIn('password_reset', email, '30 minutes')).toBe(true);

    await sql("update password_reset set expires_at = now() - interval '1 minute' where user_id = (select id from app_user where email = ?)", [email]);
    await expect(accounts.resetPassword({ token, password: 'a brand new passphrase' })).rejects.toThrow(DomainError);
    expect(await signsIn(email, owner)).toBe(true);
  });
});
