import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { ContactService } from './contact/contact.service';
import { onSubscriptionActivated, onSubscriptionCancelled } from './premium/premium.handlers';
import { CrisisAlerts } from './roles/crisis-alert';
import { UsersService } from './users/users.service';

/** The events identity-svc reacts to, in its one consumer group. */
@Injectable()
export class IdentityConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly users: UsersService,
    private readonly contact: ContactService,
    private readonly crisis: CrisisAlerts,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'points.awarded.v1': (em, event) => this.users.onPointsAwarded(em, event),
      'contact.received.v1': (em, event) => this.contact.onReceived(em, event),
      'subscription.activated.v1': onSubscriptionActivated,
      'subscription.cancelled.v1': onSubscriptionCancelled,
      'post.crisis-flagged.v1': (em, event) => this.crisis.onCrisisFlagged(em, event),
    });
  }
}
