import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { StaffRole } from '@kiin/contracts';

/** The database of `service` in the product the harness started (KIIN_TEST_DATABASES). */
export function testDatabase(service: string): string {
  const url = (process.env.KIIN_TEST_DATABASES ?? '').split(',').find((u) => u.endsWith(`_${service}`));
  if (!url) throw new Error('KIIN_TEST_DATABASES is not set: run through npm test or npm run test:e2e');
  return url;
}

/**
 * Gives a member a staff role with the operators' own command (`npm run admin -- grant <role>
 * <email>`, identity-svc's admin entry), against the started product's identity database.
 */
export function grantStaffRole(email: string, role: StaffRole): Promise<void> {
  return runAdmin('identity', ['grant', role, email]);
}

/**
 * Vouches for a member with the moderators' command (`npm run admin -- community vouch <id>`,
 * community-svc's admin entry): past the new-member stage, their posts publish at once.
 */
export function vouchForMember(userId: string): Promise<void> {
  return runAdmin('community', ['vouch', userId]);
}

/** A service's admin entry (apps/<service>-svc/dist/admin.js) on the started product's database. */
async function runAdmin(service: string, args: string[]): Promise<void> {
  const entry = path.resolve(__dirname, `../../../apps/${service}-svc/dist/admin.js`);
  await promisify(execFile)(process.execPath, [entry, ...args], {
    env: { ...process.env, DATABASE_URL: testDatabase(service), LOG_LEVEL: 'warn' },
  });
}
