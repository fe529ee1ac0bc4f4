import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { JobMap } from '@kiin/contracts';
import { DomainError, JobQueues, OnJob, type RepeatRetries } from '@kiin/service-kit';
import { UnrecoverableError } from 'bullmq';
import { NotificationsService } from '../notifications/notifications.service';
import { type ReconcileResult, ReconciliationService } from '../payments/reconciliation.service';
import { TestClockService } from '../payments/test-clock.service';

/** How often the reconciliation runs. */
export const RECONCILE_EVERY_MS = 15 * 60_000;

/** A failed run is tried again within the quarter hour rather than waiting for the next one. */
const reconcileRetries: RepeatRetries = { attempts: 3, backoffMs: 5000, keepCompleted: 100 };

/** billing's worker jobs: kliinic reminders, moving them with their session, reconciliation, the test clock. */
@Injectable()
export class BillingJobs implements OnApplicationBootstrap {
  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: JobQueues,
    private readonly notifications: NotificationsService,
    private readonly reconciliation: ReconciliationService,
    private readonly testClock: TestClockService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every('billing-reconcile', 'billing.reconcile', {}, RECONCILE_EVERY_MS, reconcileRetries);
  }

  @OnJob('kliinic.reminder')
  reminder(data: JobMap['kliinic.reminder']): Promise<'sent' | 'skipped'> {
    return this.notifications.onReminderDue(this.orm.em.fork(), data);
  }

  @OnJob('kliinic.session-changed')
  sessionChanged(data: JobMap['kliinic.session-changed']): Promise<number> {
    return this.notifications.onSessionChanged(this.orm.em.fork(), data.sessionId);
  }

  @OnJob('billing.reconcile')
  reconcile(data: JobMap['billing.reconcile']): Promise<ReconcileResult> {
    return this.reconciliation.reconcile(data.lookbackHours);
  }

  @OnJob('billing.advance-test-clock')
  async advanceTestClock(data: JobMap['billing.advance-test-clock']): Promise<{ frozenTime: string }> {
    try {
      return await this.testClock.advanceTestClock(data.days);
    } catch (error) {
      if (error instanceof DomainError) throw new UnrecoverableError('The test clock exists only in the local payment test mode (no Stripe keys configured).');
      throw error;
    }
  }
}
