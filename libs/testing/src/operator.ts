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
export async function grantStaffRole(email: string, role: StaffRole): Promise<void> {
  const entry = path.resolve(__dirname, '../../../apps/identity-svc/dist/admin.js');
  await promisify(execFile)(process.execPath, [entry, 'grant', role, email], {
    env: { ...process.env, DATABASE_URL: testDatabase('identity'), LOG_LEVEL: 'warn' },
  });
}
