import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { IndexedItem } from './library-index';

interface ItemRow {
  id: string;
  title: string;
  description: string;
  body: string | null;
  type: string;
  is_premium: boolean;
  conditions: { id: string; name: string }[];
}

/** The library as the search index reads it. */
@Injectable()
export class LibrarySearchRepository {
  constructor(private readonly orm: MikroORM) {}

  /** SQL: each item with its conditions aggregated into one row (`json_agg`), in editorial order. */
  async readLibrary(): Promise<IndexedItem[]> {
    const rows = await this.orm.em.fork().execute<ItemRow[]>(
      `select i.id, i.title, i.description, i.body, i.type, i.is_premium,
              coalesce(json_agg(json_build_object('id', c.id, 'name', c.name)) filter (where c.id is not null), '[]') as conditions
         from content_item i
         left join content_condition cc on cc.content_id = i.id
         left join condition c on c.id = cc.condition_id
        group by i.id
        order by i.position`,
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      body: r.body,
      type: r.type,
      isPremium: r.is_premium,
      conditions: r.conditions,
    }));
  }
}
