import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { type DatabaseDefinition, openDatabase } from './database/database';
import { EventHandlerDiscovery } from './events/event-handler-discovery';
import { HealthController } from './health/health.controller';
import { Kit, SERVICE_OPTIONS, type ServiceOptions } from './kit';

@Global()
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceOptions & { database: DatabaseDefinition }): DynamicModule {
    return {
      module: ServiceKitModule,
      imports: [DiscoveryModule],
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_OPTIONS, useValue: { service: options.service, env: options.env } },
        { provide: MikroORM, useFactory: () => openDatabase(options.env.DATABASE_URL, options.database) },
        Kit,
        EventHandlerDiscovery,
      ],
      exports: [MikroORM, Kit, SERVICE_OPTIONS],
    };
  }
}
