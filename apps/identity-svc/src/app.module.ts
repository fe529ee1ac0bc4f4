import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { provideJobQueues, SafetyCheck, ServiceKitModule } from '@kiin/service-kit';
import type { IdentityEnv } from './config';
import { ContactController } from './contact/contact.controller';
import { ContactRepository } from './contact/contact.repository';
import { ContactService } from './contact/contact.service';
import { database } from './database';
import { KiinboxAnsweredMail } from './kiinbox/answered-mail';
import { PremiumHandlers } from './premium/premium.handlers';
import { PremiumRepository } from './premium/premium.repository';
import { PrivacyController } from './privacy/privacy.controller';
import { IdentityPrivacyRepository } from './privacy/privacy.repository';
import { PrivacyService } from './privacy/privacy.service';
import { CrisisAlerts } from './roles/crisis-alert';
import { RolesRepository } from './roles/roles.repository';
import { AccountsRepository } from './users/accounts.repository';
import { AccountsService } from './users/accounts.service';
import { OidcRepository } from './users/oidc.repository';
import { OidcService } from './users/oidc.service';
import { UsersController } from './users/users.controller';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';
import { WaitlistRepository } from './waitlist/waitlist.repository';
import { WaitlistService } from './waitlist/waitlist.service';

@Module({})
export class AppModule {
  static forRoot(env: IdentityEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Identity, env, database })],
      controllers: [UsersController, ContactController, PrivacyController],
      providers: [
        UsersRepository,
        AccountsRepository,
        OidcRepository,
        RolesRepository,
        PremiumRepository,
        WaitlistRepository,
        ContactRepository,
        IdentityPrivacyRepository,
        UsersService,
        AccountsService,
        OidcService,
        PremiumHandlers,
        WaitlistService,
        ContactService,
        provideJobQueues(env),
        CrisisAlerts,
        KiinboxAnsweredMail,
        PrivacyService,
        { provide: SafetyCheck, useFactory: () => SafetyCheck.fromEnv(env) },
      ],
    };
  }
}
