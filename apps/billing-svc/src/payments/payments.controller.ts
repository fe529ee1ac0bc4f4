import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { WebhooksService } from '../payment-webhooks/webhooks.service';
import { CheckoutService } from './checkout.service';
import { MembershipService } from './membership.service';
import { PaymentStatusService } from './payment-status.service';
import { TestCardService } from './test-card.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class PaymentsController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly webhooks: WebhooksService,
    private readonly memberships: MembershipService,
    private readonly statuses: PaymentStatusService,
    private readonly testCards: TestCardService,
  ) {}

  @Rpc('billing.config')
  config(): RpcRes<'billing.config'> {
    return this.checkout.config();
  }

  @Rpc('billing.create-payment-intent')
  createPaymentIntent(@Payload() msg: Msg<'billing.create-payment-intent'>): Promise<RpcRes<'billing.create-payment-intent'>> {
    return this.checkout.createPaymentIntent(requireActor(msg.actor), msg.data.sessionId);
  }

  @Rpc('billing.create-subscription')
  createSubscription(@Payload() msg: Msg<'billing.create-subscription'>): Promise<RpcRes<'billing.create-subscription'>> {
    return this.checkout.createSubscription(requireActor(msg.actor));
  }

  @Rpc('billing.webhook')
  webhook(@Payload() msg: Msg<'billing.webhook'>): Promise<RpcRes<'billing.webhook'>> {
    return this.webhooks.receive(msg.data.payload, msg.data.signature);
  }

  @Rpc('billing.set-premium')
  setPremium(@Payload() msg: Msg<'billing.set-premium'>): Promise<RpcRes<'billing.set-premium'>> {
    return this.memberships.setPremium(requireActor(msg.actor), msg.data.isPremium);
  }

  @Rpc('billing.membership')
  membership(@Payload() msg: Msg<'billing.membership'>): Promise<RpcRes<'billing.membership'>> {
    return this.memberships.membership(requireActor(msg.actor));
  }

  @Rpc('billing.payment-status')
  paymentStatus(@Payload() msg: Msg<'billing.payment-status'>): Promise<RpcRes<'billing.payment-status'>> {
    return this.statuses.paymentStatus(requireActor(msg.actor), msg.data.paymentIntentId);
  }

  @Rpc('billing.test-card')
  testCard(@Payload() msg: Msg<'billing.test-card'>): Promise<RpcRes<'billing.test-card'>> {
    return this.testCards.testCard(requireActor(msg.actor), msg.data);
  }

  @Rpc('billing.test-authenticate')
  testAuthenticate(@Payload() msg: Msg<'billing.test-authenticate'>): Promise<RpcRes<'billing.test-authenticate'>> {
    return this.testCards.testAuthenticate(requireActor(msg.actor), msg.data.clientSecret, msg.data.approve);
  }
}
