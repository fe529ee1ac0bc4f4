import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type StaffRole as Role, staffRoles } from '@kiin/contracts';
import { StaffRole } from './staff-role.entity';

/** Members' staff roles. Every method runs on the caller's `em` (the admin commands have no container). */
@Injectable()
export class RolesRepository {
  /** The member's staff roles in a stable order. */
  async rolesOf(em: EntityManager, userId: string): Promise<Role[]> {
    const rows = await em.find(StaffRole, { userId }, { fields: ['role'] });
    const held = new Set(rows.map((r) => r.role));
    return staffRoles.filter((r) => held.has(r));
  }

  /** Ids of every member who holds the role. */
  async holdersOf(em: EntityManager, role: Role): Promise<string[]> {
    const rows = await em.find(StaffRole, { role }, { orderBy: { grantedAt: 'asc' } });
    return rows.map((r) => r.userId);
  }

  /** SQL: `on conflict do nothing` makes granting a held role a no-op. */
  async grant(em: EntityManager, userId: string, role: Role): Promise<void> {
    await em.execute('insert into staff_role (user_id, role) values (?, ?) on conflict do nothing', [userId, role]);
  }

  /** False when the member did not hold the role. */
  async revoke(em: EntityManager, userId: string, role: Role): Promise<boolean> {
    return (await em.nativeDelete(StaffRole, { userId, role })) > 0;
  }
}
