import { Injectable } from '@nestjs/common';
import { type Actor, type ContentItem as ContentItemDto, type ContentType, ErrorCode, type JsonText, errorMessage } from '@kiin/contracts';
import { DomainError, requirePremium } from '@kiin/service-kit';
import { forActor, toContentDto, variantOf } from './content.mapper';
import { ContentRepository } from './content.repository';

/** The catalogue changes only when it is published (seeded); lists read it from memory. */
const CATALOGUE_TTL_MS = 30_000;

type Items = JsonText<ContentItemDto[]>;

interface Catalogue {
  at: number;
  items: Promise<ContentItemDto[]>;
  /** Each list as JSON text, by list and variant (full or teaser): serialised once per load. */
  texts: Map<string, string>;
}

@Injectable()
export class ContentService {
  private catalogue?: Catalogue;

  constructor(private readonly items: ContentRepository) {}

  /** The public catalogue: every item, premium ones as teasers unless the caller is premium. */
  listFree(actor: Actor | null): Promise<Items> {
    return this.list('all', () => true, actor);
  }

  async listPremium(actor: Actor | null): Promise<Items> {
    const member = requirePremium(actor);
    return this.list('premium', (item) => item.isPremium, member);
  }

  listByType(type: ContentType, actor: Actor | null): Promise<Items> {
    return this.list(`type:${type}`, (item) => item.type === type, actor);
  }

  async get(id: string, actor: Actor | null): Promise<ContentItemDto> {
    const item = await this.items.findWithConditions(id);
    if (!item) throw new DomainError(ErrorCode.ContentNotFound, errorMessage.contentNotFound);
    return toContentDto(item, actor);
  }

  listForCondition(conditionId: string, actor: Actor | null): Promise<Items> {
    return this.list(`condition:${conditionId}`, (item) => item.conditionIds.includes(conditionId), actor);
  }

  /**
   * Lists carry the teaser fields and the link; an article's body comes with the item itself.
   * `key` names the list (`keep` must depend on it alone); the text is cached per variant.
   */
  private async list(key: string, keep: (item: ContentItemDto) => boolean, actor: Actor | null): Promise<Items> {
    const catalogue = this.load();
    const cacheKey = `${key}|${variantOf(actor)}`;
    let text = catalogue.texts.get(cacheKey);
    if (text === undefined) {
      text = JSON.stringify((await catalogue.items).filter(keep).map((item) => forActor(item, actor)));
      catalogue.texts.set(cacheKey, text);
    }
    return text;
  }

  private load(): Catalogue {
    if (!this.catalogue || Date.now() - this.catalogue.at > CATALOGUE_TTL_MS) {
      const items = this.items
        .findAllWithConditions()
        .then((rows) => rows.map((row) => toContentDto(row, { userId: '', isPremium: true, userType: null, roles: [] }, false)));
      const catalogue: Catalogue = { at: Date.now(), items, texts: new Map() };
      this.catalogue = catalogue;
      void items.catch(() => {
        if (this.catalogue === catalogue) this.catalogue = undefined;
      });
    }
    return this.catalogue;
  }
}
