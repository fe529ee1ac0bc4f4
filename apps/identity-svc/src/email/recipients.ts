import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { WORKER_OPTIONS, type WorkerOptions } from '@kiin/service-kit';
import { Pool } from 'pg';
import type { IdentityWorkerEnv } from '../config';

/**
 * Members' addresses, read when a mail addressed to a member (`toUserId`) is sent: other
 * services queue mail for a member without ever holding the address, and a member who has
 * deleted their account receives nothing.
 */
@Injectable()
export class MailRecipients implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(@Inject(WORKER_OPTIONS) options: WorkerOptions) {
    const env = options.env as IdentityWorkerEnv;
    this.pool = new Pool({ connectionString: env.DATABASE_URL, max: 2 });
  }

  /** The member's address and first name, or null when there is no such (confirmed or not) account any more. */
  async recipientOf(userId: string): Promise<{ email: string; firstName: string | null } | null> {
    const { rows } = await this.pool.query<{ email: string; first_name: string | null }>('select email, first_name from app_user where id = $1', [userId]);
    return rows[0] ? { email: rows[0].email, firstName: rows[0].first_name } : null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
