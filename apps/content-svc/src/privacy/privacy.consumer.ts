import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { ContentPrivacyService } from './privacy.service';

/** content-svc's events: a deleted account's completions and saved conditions are erased. */
@Injectable()
export class ContentPrivacyConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly privacy: ContentPrivacyService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'user.deleted.v1': (em, event) => this.privacy.onUserDeleted(em, event),
    });
  }
}
