import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type JobMap, kliinicNotesJobId } from '@kiin/contracts';
import { JobQueues, logger, OnJob, WORKER_OPTIONS, type WorkerOptions } from '@kiin/service-kit';
import { type Job, UnrecoverableError } from 'bullmq';
import type { CoachWorkerEnv } from '../config';
import { NOTES_WRITER, type NotesWriter } from './notes-writer';
import { NotesDelivery } from './notes.delivery';
import { NotesWorkflow } from './notes.workflow';

/** Every few hours: transcripts whose notes went out long enough ago are deleted. */
const sweepEveryMs = 6 * 3600 * 1000;

/** True when BullMQ will not try this job again after this failure. */
const lastAttempt = (job: Job, error: unknown): boolean =>
  error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The `kliinic-notes` queue's handlers: thin; the work is in NotesWorkflow (drafts, sweep) and NotesDelivery (mails). */
@Injectable()
export class NotesJobs implements OnApplicationBootstrap {
  private readonly log = logger();
  private readonly env: CoachWorkerEnv;

  constructor(
    @Inject(WORKER_OPTIONS) options: WorkerOptions,
    private readonly workflow: NotesWorkflow,
    private readonly delivery: NotesDelivery,
    private readonly jobs: JobQueues,
    @Inject(NOTES_WRITER) private readonly writer: NotesWriter,
  ) {
    this.env = options.env as CoachWorkerEnv;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every(kliinicNotesJobId.sweep, 'kliinic-notes.sweep', {}, sweepEveryMs);
  }

  @OnJob('kliinic-notes.generate')
  async generate(data: JobMap['kliinic-notes.generate'], job: Job): Promise<void> {
    try {
      await this.workflow.generate(this.writer, data.sessionId, Number(data.upload));
    } catch (error) {
      if (lastAttempt(job, error)) await this.workflow.parkGenerate(data.sessionId, Number(data.upload), messageOf(error));
      throw error;
    }
  }

  @OnJob('kliinic-notes.send')
  async send(data: JobMap['kliinic-notes.send']): Promise<void> {
    const queued = await this.delivery.fanOut(data.sessionId);
    this.log.info({ sessionId: data.sessionId, queued }, 'kliinic notes mails queued');
  }

  @OnJob('kliinic-notes.mail')
  async mail(data: JobMap['kliinic-notes.mail'], job: Job): Promise<void> {
    try {
      await this.delivery.mail(data.sessionId, data.userId, this.env.NOTES_MAIL_WAIT_MS);
    } catch (error) {
      if (lastAttempt(job, error)) await this.delivery.parkMail(data.sessionId, data.userId, messageOf(error));
      throw error;
    }
  }

  @OnJob('kliinic-notes.sweep')
  async sweep(): Promise<void> {
    const deleted = await this.workflow.sweep();
    if (deleted > 0) this.log.info({ deleted }, 'kliinic transcripts deleted');
  }
}
