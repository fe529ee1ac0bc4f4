import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ContentItem } from './content-item.entity';

/** The catalogue's items. */
@Injectable()
export class ContentRepository {
  constructor(private readonly orm: MikroORM) {}

  findWithConditions(id: string): Promise<ContentItem | null> {
    return this.orm.em.fork().findOne(ContentItem, { id }, { populate: ['conditions'] });
  }

  /** The whole catalogue in editorial order. */
  findAllWithConditions(): Promise<ContentItem[]> {
    return this.orm.em.fork().find(ContentItem, {}, { populate: ['conditions'], orderBy: { position: 'asc' } });
  }

  /** What completing an item needs to know of it, read in the completion's transaction (`em`). */
  findForCompletion(em: EntityManager, id: string): Promise<Pick<ContentItem, 'id' | 'type' | 'isPremium'> | null> {
    return em.findOne(ContentItem, { id }, { fields: ['id', 'type', 'isPremium'] });
  }
}
