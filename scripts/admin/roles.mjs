import { runServiceAdmin } from './service-entry.mjs';

export const describe = 'staff roles: grant <role> <email> | revoke <role> <email> | roles <email> (moderator, expert, admin)';

/** Staff roles, by identity-svc's admin entry. `args` starts with the command (grant, revoke, roles). */
export async function run(args) {
  runServiceAdmin('identity', args);
}
