import { runMigrateCommand } from '@kiin/service-kit';
import { database } from './database';

void runMigrateCommand('content-svc', database);
