import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { RpcRes, WaitlistBody } from '@kiin/contracts';
import { WaitlistRepository } from './waitlist.repository';

@Injectable()
export class WaitlistService {
  constructor(
    private readonly orm: MikroORM,
    private readonly entries: WaitlistRepository,
  ) {}

  /**
   * Joining twice is a friendly success: the first entry (and its role) is kept. A new and a
   * known address get the same answer, so the form cannot tell a stranger who has joined.
   */
  async join(body: WaitlistBody): Promise<RpcRes<'identity.join-waitlist'>> {
    await this.entries.insertOnce(this.orm.em.fork(), { id: randomUUID(), name: body.name, email: body.email.toLowerCase(), role: body.role ?? null });
    return { status: 'joined', message: `Thank you, ${body.name}. You're on the waitlist and we'll be in touch soon.` };
  }
}
