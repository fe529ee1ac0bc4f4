import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { PrivacyService } from './privacy.service';

/** identity-svc reads its own deletion event back, to forget the last row that named the member. */
@Injectable()
export class IdentityPrivacyConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly privacy: PrivacyService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'user.deleted.v1': (em, event) => this.privacy.onUserDeleted(em, event),
    });
  }
}
