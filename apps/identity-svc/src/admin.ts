import 'reflect-metadata';
import { runAdminCommand } from '@kiin/service-kit/admin';
import { database } from './database';
import { runRoleCommand } from './roles/admin-commands';

/**
 * `node apps/identity-svc/dist/admin.js grant <role> <email>`: staff roles from the command
 * line, against identity's database (run by `npm run admin -- ...`).
 */
void runAdminCommand(database, runRoleCommand);
