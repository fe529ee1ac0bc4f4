import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { GamificationPrivacyService } from './privacy.service';

/** gamification-svc's events: a deleted account's points and badges are erased. */
@Injectable()
export class GamificationPrivacyConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly privacy: GamificationPrivacyService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'user.deleted.v1': (em, event) => this.privacy.onUserDeleted(em, event),
    });
  }
}
