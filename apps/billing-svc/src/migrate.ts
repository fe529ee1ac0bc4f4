import { runMigrateCommand } from '@kiin/service-kit';
import { database } from './database';

void runMigrateCommand('billing-svc', database);
