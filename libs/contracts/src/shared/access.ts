import { z } from 'zod';
import type { Actor } from './rpc';

/**
 * Staff roles, kept apart from a member's user type (patient, carer, ...): a carer may also
 * be a moderator. Granted and revoked from the command line (`npm run admin -- grant ...`).
 */
export const staffRoles = ['moderator', 'expert', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

/** What a staff role may do. Services check a permission, never a role name. */
export const permissions = [
  'community.moderate',
  'community.edit-watched-phrases',
  'kliinic.write-notes',
  'kiinbox.answer',
  'staff.manage-roles',
] as const;
export type Permission = (typeof permissions)[number];

/** The access table: one row per role. An admin may do everything. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  moderator: ['community.moderate', 'community.edit-watched-phrases'],
  expert: ['kliinic.write-notes', 'kiinbox.answer'],
  admin: permissions,
};

/** True when one of the actor's roles carries the permission. */
export function hasAccess(actor: Pick<Actor, 'roles'> | null | undefined, permission: Permission): boolean {
  return !!actor && actor.roles.some((role) => rolePermissions[role]?.includes(permission));
}

/** What the signed-in member's staff roles let them do (`GET /api/auth/access`): the web app's staff screens ask before drawing their tools. */
export const AccessSchema = z.object({ permissions: z.array(z.enum(permissions)) });
export type Access = z.infer<typeof AccessSchema>;

/** Every permission the actor holds. */
export const permissionsOf = (actor: Pick<Actor, 'roles'>): Permission[] => permissions.filter((permission) => hasAccess(actor, permission));
