import type { EntityManager } from '@mikro-orm/postgresql';
import { isStaffRole, staffRoles } from '@kiin/contracts';
import type { AdminResult } from '@kiin/service-kit/admin';
import { User } from '../users/user.entity';
import { rolesOf } from './roles';
import { StaffRole } from './staff-role.entity';

const withArticle = (role: string) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;

const usage = `Usage: npm run admin -- grant <role> <email> | revoke <role> <email> | roles <email>
Roles: ${staffRoles.join(', ')}`;

/**
 * Staff-role commands run from the command line against identity's database. Members are
 * named by email here (the operator types it); nothing is logged.
 */
export async function runRoleCommand(em: EntityManager, args: string[]): Promise<AdminResult> {
  const [command, ...rest] = args;
  if (command === 'roles' && rest.length === 1) {
    const user = await em.findOne(User, { email: rest[0].trim().toLowerCase() });
    if (!user) return { ok: false, message: `No member with the email ${rest[0]}.` };
    const roles = await rolesOf(em, user.id);
    return { ok: true, message: roles.length ? roles.join(', ') : 'no staff roles' };
  }
  if ((command !== 'grant' && command !== 'revoke') || rest.length !== 2) return { ok: false, message: usage };
  const [role, email] = rest;
  if (!isStaffRole(role)) return { ok: false, message: `Unknown role "${role}". Roles: ${staffRoles.join(', ')}` };
  const user = await em.findOne(User, { email: email.trim().toLowerCase() });
  if (!user) return { ok: false, message: `No member with the email ${email}.` };
  if (command === 'grant') {
    await em.execute('insert into staff_role (user_id, role) values (?, ?) on conflict do nothing', [user.id, role]);
    return { ok: true, message: `${email} is now ${withArticle(role)}.` };
  }
  const removed = await em.nativeDelete(StaffRole, { userId: user.id, role });
  return { ok: true, message: `${email} ${removed ? 'is no longer' : 'was not'} ${withArticle(role)}.` };
}
