import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { StaffRole as Role } from '@kiin/contracts';

/** One staff role held by one member. */
@Entity({ tableName: 'staff_role' })
export class StaffRole {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'text' })
  role!: Role;

  @Property({ type: 'timestamptz' })
  grantedAt: Date = new Date();
}
