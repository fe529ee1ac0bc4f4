import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { provideJobQueues, SafetyCheck, ServiceKitModule } from '@kiin/service-kit';
import type { IdentityEnv } from './config';
import { ContactController } from './contact/contact.controller';
import { ContactService } from './contact/contact.service';
import { database } from './database';
import { PremiumHandlers } from './premium/premium.handlers';
import { PrivacyController } from './privacy/privacy.controller';
import { PrivacyService } from './privacy/privacy.service';
import { CrisisAlerts } from './roles/crisis-alert';
import { AccountsService } from './users/accounts.service';
import { OidcService } from './users/oidc.service';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';
import { WaitlistService } from './waitlist/waitlist.service';

@Module({})
export class AppModule {
  static forRoot(env: IdentityEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Identity, env, database })],
      controllers: [UsersController, ContactController, PrivacyController],
      providers: [
        UsersService,
        AccountsService,
        OidcService,
        PremiumHandlers,
        WaitlistService,
        ContactService,
        provideJobQueues(env),
        CrisisAlerts,
        PrivacyService,
        { provide: SafetyCheck, useFactory: () => SafetyCheck.fromEnv(env) },
      ],
    };
  }
}
