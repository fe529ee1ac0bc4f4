import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Envelope, type EventMap, ServiceName, topicMaterialsLimits } from '@kiin/contracts';
import { OnEvent, recordEvent } from '@kiin/service-kit';
import { LibrarySearchService } from '../search/library-search.service';

/**
 * What to read before a kliinic, for billing's mails: billing cannot ask the library (services
 * do not call each other), so it tells content a session's words and content answers with an
 * event, the same retrieval that suggests reading on the member's booking card.
 */
@Injectable()
export class SessionMaterialsService {
  constructor(private readonly search: LibrarySearchService) {}

  /** `kliinic.session-scheduled.v1`: the best-matching library items, in the transaction that records the event. */
  @OnEvent('kliinic.session-scheduled.v1')
  async onSessionScheduled(em: EntityManager, event: Envelope<EventMap['kliinic.session-scheduled.v1']>): Promise<void> {
    const { sessionId, title, description } = event.payload;
    // The topic as the booking card reads it: the title, then the description (the title alone is a few words).
    const topic = `${title}. ${description}`.slice(0, topicMaterialsLimits.textMaxChars);
    const items = await this.search.topicMaterials(topic, topicMaterialsLimits.default);
    recordEvent(em, ServiceName.Content, 'content.session-materials.v1', sessionId, { sessionId, scheduledEventId: event.id, items });
  }
}
