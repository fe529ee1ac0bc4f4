import { type DynamicModule, Module } from '@nestjs/common';
import { ServiceName } from '@kiin/contracts';
import { privacyController, SafetyCheck, ServiceKitModule } from '@kiin/service-kit';
import { CoachController } from './chat/coach.controller';
import { CoachService } from './chat/coach.service';
import type { CoachEnv } from './config';
import { ChatRepository } from './chat/chat.repository';
import { ContextConsumer } from './context/context.consumer';
import { MemberConditionsRepository } from './context/member-conditions.repository';
import { database } from './database';
import { NotesController } from './notes/notes.controller';
import { NotesModule } from './notes/notes.module';
import { TicketsConsumer } from './notes/tickets.consumer';
import { openCoachProvider } from './providers/open-provider';
import { COACH_PROVIDER } from './providers/provider';
import { CoachPrivacyRepository } from './privacy/privacy.repository';
import { CoachPrivacyService } from './privacy/privacy.service';

@Module({})
export class AppModule {
  static forRoot(env: CoachEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: ServiceName.Coach, env, database }), NotesModule.forRoot(env)],
      controllers: [CoachController, privacyController({ exportRpc: 'coach.export-user', privacy: CoachPrivacyService }), NotesController],
      providers: [
        ChatRepository,
        MemberConditionsRepository,
        CoachPrivacyRepository,
        ContextConsumer,
        TicketsConsumer,
        CoachService,
        CoachPrivacyService,
        { provide: COACH_PROVIDER, useFactory: () => openCoachProvider(env) },
        { provide: SafetyCheck, useFactory: () => SafetyCheck.fromEnv(env) },
      ],
    };
  }
}
