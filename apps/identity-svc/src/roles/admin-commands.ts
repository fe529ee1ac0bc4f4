import type { EntityManager } from '@mikro-orm/postgresql';
import { isStaffRole, staffRoles } from '@kiin/contracts';
import type { AdminResult } from '@kiin/service-kit/admin';
import { UsersRepository } from '../users/users.repository';
import { RolesRepository } from './roles.repository';

const withArticle = (role: string) => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;

const usage = `Usage: npm run admin -- grant <role> <email> | revoke <role> <email> | roles <email>
Roles: ${staffRoles.join(', ')}`;

/**
 * Staff-role commands run from the command line against identity's database. Members are
 * named by email here (the operator types it); nothing is logged.
 */
export async function runRoleCommand(em: EntityManager, args: string[]): Promise<AdminResult> {
  const users = new UsersRepository();
  const staff = new RolesRepository();
  const [command, ...rest] = args;
  if (command === 'roles' && rest.length === 1) {
    const user = await users.findByEmail(em, rest[0].trim().toLowerCase());
    if (!user) return { ok: false, message: `No member with the email ${rest[0]}.` };
    const roles = await staff.rolesOf(em, user.id);
    return { ok: true, message: roles.length ? roles.join(', ') : 'no staff roles' };
  }
  if ((command !== 'grant' && command !== 'revoke') || rest.length !== 2) return { ok: false, message: usage };
  const [role, email] = rest;
  if (!isStaffRole(role)) return { ok: false, message: `Unknown role "${role}". Roles: ${staffRoles.join(', ')}` };
  const user = await users.findByEmail(em, email.trim().toLowerCase());
  if (!user) return { ok: false, message: `No member with the email ${email}.` };
  if (command === 'grant') {
    await staff.grant(em, user.id, role);
    return { ok: true, message: `${email} is now ${withArticle(role)}.` };
  }
  const removed = await staff.revoke(em, user.id, role);
  return { ok: true, message: `${email} ${removed ? 'is no longer' : 'was not'} ${withArticle(role)}.` };
}
