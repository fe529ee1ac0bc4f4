import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { RpcRes, WaitlistBody } from '@kiin/contracts';

@Injectable()
export class WaitlistService {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Joining twice is a friendly success: the first entry (and its role) is kept. A new and a
   * known address get the same answer, so the form cannot tell a stranger who has joined.
   */
  async join(body: WaitlistBody): Promise<RpcRes<'identity.join-waitlist'>> {
    await this.orm.em.fork().execute(
      `insert into waitlist_entry (id, name, email, role, created_at) values (?, ?, ?, ?, now())
       on conflict (email) do nothing`,
      [randomUUID(), body.name, body.email.toLowerCase(), body.role ?? null],
    );
    return { status: 'joined', message: `Thank you, ${body.name}. You're on the waitlist and we'll be in touch soon.` };
  }
}
