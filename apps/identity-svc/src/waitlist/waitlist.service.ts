import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { RpcRes, WaitlistBody } from '@kiin/contracts';

@Injectable()
export class WaitlistService {
  constructor(private readonly orm: MikroORM) {}

  /** Joining twice is a friendly success: the first entry (and its role) is kept. */
  async join(body: WaitlistBody): Promise<RpcRes<'identity.join-waitlist'>> {
    const rows = await this.orm.em.fork().execute<{ id: string }[]>(
      `insert into waitlist_entry (id, name, email, role, created_at) values (?, ?, ?, ?, now())
       on conflict (email) do nothing returning id`,
      [randomUUID(), body.name, body.email.toLowerCase(), body.role ?? null],
    );
    return rows.length > 0
      ? { status: 'joined', message: `Thank you, ${body.name}. You're on the waitlist and we'll be in touch soon.` }
      : { status: 'already-joined', message: "You're already on the waitlist. We'll be in touch soon." };
  }
}
