import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type BookingStatus = 'confirmed' | 'cancelled';

/**
 * A member's seat at one kliinic. A ticket (`source = 'ticket'`) was paid by the PaymentIntent
 * in `paymentRef`; a membership seat (`source = 'membership'`) is included in the plan.
 * One confirmed booking per member and session.
 */
@Entity({ tableName: 'kliinic_booking' })
export class KliinicBooking {
  [OptionalProps]?: 'status' | 'paymentRef' | 'createdAt' | 'cancelledAt' | 'refundedAt' | 'cancelReason';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  sessionId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  source!: 'ticket' | 'membership';

  @Property({ type: 'text', nullable: true })
  paymentRef: string | null = null;

  @Property({ type: 'text' })
  status: BookingStatus = 'confirmed';

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null = null;

  /** Given back by the member, or released because the membership that included it ended. */
  @Property({ type: 'text', nullable: true })
  cancelReason: 'member' | 'membership-ended' | null = null;
}
