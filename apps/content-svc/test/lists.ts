import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type ContentType, parseJsonText } from '@kiin/contracts';
import { contentService } from './services';

/** The service's lists, read back from the JSON text they travel as. */
export function contentLists(orm: MikroORM) {
  const content = contentService(orm);
  return {
    listFree: async (actor: Actor | null) => parseJsonText(await content.listFree(actor)),
    listPremium: async (actor: Actor | null) => parseJsonText(await content.listPremium(actor)),
    listByType: async (type: ContentType, actor: Actor | null) => parseJsonText(await content.listByType(type, actor)),
    listForCondition: async (id: string, actor: Actor | null) => parseJsonText(await content.listForCondition(id, actor)),
  };
}
