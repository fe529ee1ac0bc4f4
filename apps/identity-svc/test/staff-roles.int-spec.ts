import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase, uniqueToken } from '@kiin/testing';
import { database } from '../src/database';
import { runRoleCommand } from '../src/roles/admin-commands';
import type { UsersService } from '../src/users/users.service';
import { usersService } from './services';

/** Staff roles on the real database: granted and revoked by command, carried on the actor. */
describe('staff roles', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let users: UsersService;

  beforeAll(async () => {
    db = await createTestDatabase('identity_roles', database);
    orm = await openDatabase(db.url, database);
    users = usersService(orm);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const member = async () => {
    const email = `${uniqueToken().toLowerCase()}@kiin.test`;
    const user = await users.signUp({ email, password: 'correct horse battery', firstName: 'Robin', lastName: 'Carer' });
    return { email, id: user.id };
  };

  it('a member has no staff roles until one is granted, and keeps their user type apart', async () => {
    const { email, id } = await member();
    expect((await users.actor(id))?.roles).toEqual([]);

    const granted = await runRoleCommand(orm.em.fork(), ['grant', 'moderator', email.toUpperCase()]);
    expect(granted).toEqual({ ok: true, message: `${email.toUpperCase()} is now a moderator.` });
    await runRoleCommand(orm.em.fork(), ['grant', 'expert', email]);
    expect(await users.actor(id)).toEqual({ userId: id, isPremium: false, userType: null, roles: ['moderator', 'expert'] });

    // Granting twice changes nothing.
    await runRoleCommand(orm.em.fork(), ['grant', 'moderator', email]);
    expect((await runRoleCommand(orm.em.fork(), ['roles', email])).message).toBe('moderator, expert');

    expect(await runRoleCommand(orm.em.fork(), ['revoke', 'moderator', email])).toEqual({
      ok: true,
      message: `${email} is no longer a moderator.`,
    });
    expect((await users.actor(id))?.roles).toEqual(['expert']);
  });

  it('refuses unknown roles, unknown members and malformed commands with a message', async () => {
    const { email } = await member();
    expect(await runRoleCommand(orm.em.fork(), ['grant', 'owner', email])).toEqual({
      ok: false,
      message: 'Unknown role "owner". Roles: moderator, expert, admin',
    });
    expect(await runRoleCommand(orm.em.fork(), ['grant', 'moderator', 'nobody@kiin.test'])).toEqual({
      ok: false,
      message: 'No member with the email nobody@kiin.test.',
    });
    const usage = await runRoleCommand(orm.em.fork(), ['grant', 'moderator']);
    expect(usage.ok).toBe(false);
    expect(usage.message).toMatch(/^Usage: npm run admin -- grant <role> <email>/);
  });

  it('npm run admin -- grant reaches identity through its built entry', async () => {
    const { email, id } = await member();
    const root = path.resolve(__dirname, '../../..');
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/admin.mjs'), 'grant', 'admin', email], {
      env: { ...process.env, DATABASE_URL: db.url },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(`${email} is now an admin.\n`);
    expect(run.status).toBe(0);
    expect((await users.actor(id))?.roles).toEqual(['admin']);
  });
});
