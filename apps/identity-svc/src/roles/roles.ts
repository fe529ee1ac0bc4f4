import type { EntityManager } from '@mikro-orm/postgresql';
import { type StaffRole as Role, staffRoles } from '@kiin/contracts';
import { StaffRole } from './staff-role.entity';

/** The member's staff roles in a stable order. */
export async function rolesOf(em: EntityManager, userId: string): Promise<Role[]> {
  const rows = await em.find(StaffRole, { userId }, { fields: ['role'] });
  const held = new Set(rows.map((r) => r.role));
  return staffRoles.filter((r) => held.has(r));
}

/** Ids of every member who holds the role. */
export async function holdersOf(em: EntityManager, role: Role): Promise<string[]> {
  const rows = await em.find(StaffRole, { role }, { orderBy: { grantedAt: 'asc' } });
  return rows.map((r) => r.userId);
}
