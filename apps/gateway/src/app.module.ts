import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ActorGuard, ActorResolver } from './auth/actor';
import { AccountController } from './auth/account.controller';
import { AuthController } from './auth/auth.controller';
import { SessionsController } from './auth/sessions.controller';
import { BillingController } from './billing/billing.controller';
import { CommunityController } from './community/community.controller';
import { KiinboxController } from './community/kiinbox.controller';
import { CoachController } from './coach/coach.controller';
import { OidcController } from './auth/oidc.controller';
import { RateLimiter } from './auth/rate-limiter';
import { SignInThrottle } from './auth/sign-in-throttle';
import { GatewayRedis } from './auth/redis.provider';
import { SessionService } from './auth/session.service';
import { GATEWAY_ENV, type GatewayEnv } from './config';
import { ContentController } from './content/content.controller';
import { DirectoryController } from './directory/directory.controller';
import { EngageController } from './engage/engage.controller';
import { GamificationController } from './gamification/gamification.controller';
import { IdentityApplied } from './members/identity-applied';
import { LiveController } from './members/live.controller';
import { MemberEvents } from './members/member-events';
import { MemberState } from './members/member-state';
import { MemberVersions } from './members/member-versions';
import { SameOriginGuard } from './http/origin.guard';
import { PublicReadCache, PublicReadInterceptor } from './http/public-cache';
import { PrivacyController } from './privacy/privacy.controller';
import { ServiceClients } from './rpc/service-clients';
import { MemberKliinicNotesController, StaffKliinicNotesController, TranscriptBodyParser } from './staff/kliinic-notes.controller';

/** Every controller of the public API: the OpenAPI document is generated from these. */
export const gatewayControllers = [AuthController, AccountController, SessionsController, ContentController, DirectoryController, EngageController, BillingController, CommunityController, KiinboxController, GamificationController, CoachController, OidcController, PrivacyController, StaffKliinicNotesController, MemberKliinicNotesController, LiveController];

@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: gatewayControllers,
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        GatewayRedis,
        SessionService,
        RateLimiter,
        SignInThrottle,
        ServiceClients,
        MemberEvents,
        MemberVersions,
        IdentityApplied,
        MemberState,
        ActorResolver,
        // Order matters: refuse foreign origins first, then resolve the caller.
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: ActorGuard },
        PublicReadCache,
        TranscriptBodyParser,
        { provide: APP_INTERCEPTOR, useClass: PublicReadInterceptor },
      ],
    };
  }
}
