import type { EntityManager } from '@mikro-orm/postgresql';
import { seedConditions, seedContent } from './content.seed-data';
import { stableId } from './stable-id';

/** Upserts the published library by slug; safe to run on every start. */
export async function seedLibrary(em: EntityManager): Promise<void> {
  for (const c of seedConditions) {
    await em.execute(
      `insert into condition (id, slug, name, description, icon) values (?, ?, ?, ?, ?)
       on conflict (slug) do update set name = excluded.name, description = excluded.description, icon = excluded.icon`,
      [stableId('condition', c.slug), c.slug, c.name, c.description, c.icon],
    );
  }
  for (const [position, item] of seedContent.entries()) {
    const id = stableId('content', item.slug);
    await em.execute(
      `insert into content_item (id, slug, position, title, description, type, is_premium, duration, image_url,
         content_url, body, reviewed_by, reviewed_at, sources, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (slug) do update set position = excluded.position, title = excluded.title,
         description = excluded.description, type = excluded.type, is_premium = excluded.is_premium,
         duration = excluded.duration, image_url = excluded.image_url, content_url = excluded.content_url,
         body = excluded.body, reviewed_by = excluded.reviewed_by, reviewed_at = excluded.reviewed_at,
         sources = excluded.sources`,
      [id, item.slug, position, item.title, item.description, item.type, item.isPremium, item.duration, item.imageUrl,
        item.contentUrl, item.body, item.reviewedBy, item.reviewedAt, JSON.stringify(item.sources)],
    );
    await em.execute('delete from content_condition where content_id = ?', [id]);
    for (const slug of item.conditions) {
      await em.execute('insert into content_condition (content_id, condition_id) values (?, ?)', [id, stableId('condition', slug)]);
    }
  }
}
