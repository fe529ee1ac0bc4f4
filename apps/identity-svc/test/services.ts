import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobQueues, SafetyCheck, ServiceOptions } from '@kiin/service-kit';
import { ContactRepository } from '../src/contact/contact.repository';
import { ContactService } from '../src/contact/contact.service';
import { IdentityPrivacyRepository } from '../src/privacy/privacy.repository';
import { PrivacyService } from '../src/privacy/privacy.service';
import { CrisisAlerts } from '../src/roles/crisis-alert';
import { RolesRepository } from '../src/roles/roles.repository';
import { AccountsRepository } from '../src/users/accounts.repository';
import { AccountsService } from '../src/users/accounts.service';
import { UsersRepository } from '../src/users/users.repository';
import { UsersService } from '../src/users/users.service';

/** The services as the module wires them, over the test database. */
export const usersService = (orm: MikroORM) => new UsersService(orm, new UsersRepository(), new AccountsRepository(), new RolesRepository());
export const accountsService = (orm: MikroORM, users: UsersService, jobs: JobQueues) =>
  new AccountsService(orm, users, jobs, new AccountsRepository(), new UsersRepository());
export const contactService = (orm: MikroORM, jobs: JobQueues, options: ServiceOptions, safety: SafetyCheck) =>
  new ContactService(orm, jobs, options, safety, new ContactRepository());
export const privacyService = (orm: MikroORM, jobs: JobQueues, options: ServiceOptions) => new PrivacyService(orm, jobs, options, new IdentityPrivacyRepository());
export const crisisAlerts = (jobs: JobQueues, options: ServiceOptions) => new CrisisAlerts(jobs, options, new RolesRepository(), new UsersRepository());
