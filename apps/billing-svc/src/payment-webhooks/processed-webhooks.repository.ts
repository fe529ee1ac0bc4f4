import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The provider events billing applied (`processed_webhook`): each is applied once. */
@Injectable()
export class ProcessedWebhooksRepository {
  async isProcessed(em: EntityManager, eventId: string): Promise<boolean> {
    const [seen] = await em.execute('select 1 from processed_webhook where event_id = ?', [eventId]);
    return Boolean(seen);
  }

  /** Records the event as applied; false when it was already. */
  async recordOnce(tx: EntityManager, eventId: string, type: string): Promise<boolean> {
    const inserted = await tx.execute<{ event_id: string }[]>('insert into processed_webhook (event_id, type) values (?, ?) on conflict do nothing returning event_id', [
      eventId,
      type,
    ]);
    return inserted.length > 0;
  }
}
