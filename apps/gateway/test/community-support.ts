import { Client as Pg } from 'pg';
import type { StaffRole } from '@kiin/contracts';

const testDatabase = (suffix: string): string => {
  const url = (process.env.KIIN_TEST_DATABASES ?? '').split(',').find((u) => u.endsWith(`_${suffix}`));
  if (!url) throw new Error('KIIN_TEST_DATABASES is not set: run through npm run test:e2e');
  return url;
};

async function withDb<T>(suffix: string, work: (pg: Pg) => Promise<T>): Promise<T> {
  const pg = new Pg({ connectionString: testDatabase(suffix) });
  await pg.connect();
  try {
    return await work(pg);
  } finally {
    await pg.end();
  }
}

/** Gives a member a staff role the way `npm run admin -- grant` does: in identity's own database. */
export function grantRole(userId: string, role: StaffRole): Promise<void> {
  return withDb('identity', async (pg) => {
    await pg.query('insert into staff_role (user_id, role) values ($1, $2) on conflict do nothing', [userId, role]);
  });
}

/**
 * Marks a member as past the new-member stage (two posts approved, first post long ago), so
 * their posts publish at once, as they do for an established member.
 */
export function trustInCommunity(userId: string): Promise<void> {
  return withDb('community', async (pg) => {
    await pg.query(
      `insert into member_standing (user_id, first_post_at, approved_posts) values ($1, now() - interval '30 days', 2)
       on conflict (user_id) do update set approved_posts = 2, first_post_at = now() - interval '30 days'`,
      [userId],
    );
  });
}
