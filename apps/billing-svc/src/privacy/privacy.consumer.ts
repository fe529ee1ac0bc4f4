import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { BillingPrivacyService } from './privacy.service';

/** billing-svc's events: a deleted account's billing rows go, its tax invoices are stripped. */
@Injectable()
export class BillingPrivacyConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly privacy: BillingPrivacyService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'user.deleted.v1': (em, event) => this.privacy.onUserDeleted(em, event),
    });
  }
}
