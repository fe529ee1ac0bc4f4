import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ActorGuard, ActorResolver } from './auth/actor';
import { AuthController } from './auth/auth.controller';
import { RateLimiter } from './auth/rate-limiter';
import { GatewayRedis } from './auth/redis.provider';
import { SessionService } from './auth/session.service';
import { GATEWAY_ENV, type GatewayEnv } from './config';
import { ContentController } from './content/content.controller';
import { DirectoryController } from './directory/directory.controller';
import { SameOriginGuard } from './http/origin.guard';
import { ServiceClients } from './rpc/service-clients';

@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [AuthController, ContentController, DirectoryController],
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        GatewayRedis,
        SessionService,
        RateLimiter,
        ServiceClients,
        ActorResolver,
        // Order matters: refuse foreign origins first, then resolve the caller.
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: ActorGuard },
      ],
    };
  }
}
