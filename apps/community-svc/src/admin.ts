import 'reflect-metadata';
import { runAdminCommand } from '@kiin/service-kit/admin';
import { database } from './database';
import { runCommunityCommand } from './moderation/admin-commands';

/**
 * `node apps/community-svc/dist/admin.js vouch <member id>`: moderators' commands from the
 * command line, against community's database (run by `npm run admin -- community ...`).
 */
void runAdminCommand(database, runCommunityCommand);
