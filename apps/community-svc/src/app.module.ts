import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { type BaseServiceEnv, ServiceKitModule } from '@kiin/service-kit';
import { database } from './database';

@Module({})
export class AppModule {
  static forRoot(env: BaseServiceEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Community, env, database })],
    };
  }
}
