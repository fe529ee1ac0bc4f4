import { runServiceAdmin } from './service-entry.mjs';

export const describe = 'the community: vouch <member id> (established: posts publish at once, flags count)';

/** Moderators' commands, by community-svc's admin entry. */
export async function run(args) {
  runServiceAdmin('community', args);
}
