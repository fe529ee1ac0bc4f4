import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { CommunityPrivacyService, memberViewersSql } from './privacy.service';

/** community-svc's events: a deleted account's posts are kept as a former member's or removed. */
@Injectable()
export class CommunityPrivacyConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly privacy: CommunityPrivacyService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'user.deleted.v1': (em, event) => this.privacy.onUserDeleted(em, event),
    });
    // A member's discussion views are kept under a text key, where the erasure sweep would not look.
    this.kit.findMembersAlsoIn(memberViewersSql);
  }
}
