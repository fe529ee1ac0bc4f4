import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { CoachPrivacyService } from './privacy.service';

/** coach-svc's events: a deleted account's conversations, consent and usage are erased. */
@Injectable()
export class CoachPrivacyConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly privacy: CoachPrivacyService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'user.deleted.v1': (em, event) => this.privacy.onUserDeleted(em, event),
    });
  }
}
