import { Injectable } from '@nestjs/common';
import { type Actor, type ContentType, contentPath, type LibraryPassage, type TopicMaterial, topicMaterialsLimits } from '@kiin/contracts';
import { ConditionsRepository } from '../conditions/conditions.repository';
import { LibraryIndex } from './library-index';
import { LibrarySearchRepository } from './library-search.repository';

/** How long the library, read once, is searched before it is read again (it changes by review). */
const INDEX_TTL_MS = 60_000;

/** The best-matching items for a topic, as links: the index drops weak matches rather than filling every slot. */
export function topicMaterialsOf(index: LibraryIndex, text: string, limit: number): TopicMaterial[] {
  return index
    .search(text, { premium: true, conditionIds: [], limit })
    .map((p) => ({ id: p.id, type: p.type as ContentType, title: p.title, path: contentPath(p) }));
}

/**
 * The library search the coach grounds its answers in (`content.search`): the reviewed items
 * held in memory as a `LibraryIndex`, read again a minute after the last read. Premium items
 * only for premium members; items linked to the member's saved conditions preferred.
 */
@Injectable()
export class LibrarySearchService {
  private index?: { built: number; index: Promise<LibraryIndex> };

  constructor(
    private readonly library: LibrarySearchRepository,
    private readonly conditions: ConditionsRepository,
  ) {}

  async search(actor: Actor | null, query: string, limit: number): Promise<LibraryPassage[]> {
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), 10);
    const [index, conditionIds] = await Promise.all([this.current(), this.savedConditions(actor)]);
    return index.search(query, { premium: actor?.isPremium === true, conditionIds, limit: take });
  }

  /**
   * What to read before a kliinic (`content.topic-materials`): the same retrieval, over free and
   * premium items alike (a member who is not premium sees a premium item's summary and is offered
   * the membership), for the session's own words rather than a member's question.
   */
  async topicMaterials(text: string, limit: number = topicMaterialsLimits.default): Promise<TopicMaterial[]> {
    const take = Math.min(Math.max(Math.trunc(limit) || topicMaterialsLimits.default, 1), topicMaterialsLimits.max);
    return topicMaterialsOf(await this.current(), text, take);
  }

  private current(): Promise<LibraryIndex> {
    if (!this.index || Date.now() - this.index.built > INDEX_TTL_MS) {
      const index = this.read().catch((error: unknown) => {
        this.index = undefined;
        throw error;
      });
      this.index = { built: Date.now(), index };
    }
    return this.index.index;
  }

  private async read(): Promise<LibraryIndex> {
    return new LibraryIndex(await this.library.readLibrary());
  }

  private async savedConditions(actor: Actor | null): Promise<string[]> {
    if (!actor) return [];
    return this.conditions.findSavedIds(actor.userId);
  }
}
