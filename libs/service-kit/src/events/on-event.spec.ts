import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap, EventType } from '@kiin/contracts';
import { Kit, SERVICE_OPTIONS } from '../kit';
import { type MemberDataPrivacy, privacyController } from '../privacy/member-data-privacy';
import type { EventHandlers } from './event-consumer';
import { EventHandlerDiscovery } from './event-handler-discovery';
import { OnEvent } from './on-event';

const em = {} as EntityManager;
const event = <T extends EventType>(type: T, payload: EventMap[T]): Envelope<EventMap[T]> => ({
  id: '9b2f3c44-5a6e-4f70-8a91-b2c3d4e5f607',
  type,
  occurredAt: '2026-11-29T00:00:00.000Z',
  producer: 'test',
  correlationId: 'test',
  causationId: null,
  key: 'k',
  payload,
});
const deleted = event('user.deleted.v1', { userId: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0', keepPosts: false, deletedAt: '2026-11-29T00:00:00.000Z' });

/**
 * Starts a service's providers and controllers with the discovery and a kit that only records
 * what is handed to its consumer; resolves with the handlers (none: the consumer was never
 * made) or the start-up error.
 */
async function startUp(
  providers: (new (...args: never[]) => object)[],
  controllers: (new (...args: never[]) => object)[] = [],
): Promise<EventHandlers[] | Error> {
  const consumed: EventHandlers[] = [];
  const kit = { consume: (handlers: EventHandlers) => consumed.push(handlers), findMembersAlsoIn: () => undefined };
  @Module({
    imports: [DiscoveryModule],
    controllers,
    providers: [
      { provide: Kit, useValue: kit },
      { provide: SERVICE_OPTIONS, useValue: {} },
      { provide: MikroORM, useValue: {} },
      EventHandlerDiscovery,
      ...providers,
    ],
  })
  class TestServiceModule {}
  try {
    const app = await NestFactory.createApplicationContext(TestServiceModule, { logger: false, abortOnError: false });
    await app.close();
  } catch (error) {
    return error as Error;
  }
  return consumed;
}

describe('a service at start-up', () => {
  it("hands every @OnEvent method to its one consumer, called on its provider with the consumer's em and the event", async () => {
    const seen: unknown[] = [];
    @Injectable()
    class Users {
      readonly name = 'users';
      @OnEvent('user.deleted.v1')
      async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
        seen.push([this.name, em, event.payload.userId]);
      }
    }
    @Injectable()
    class Points {
      @OnEvent('points.awarded.v1')
      async onPointsAwarded(): Promise<void> {}
    }

    const consumed = await startUp([Users, Points]);

    expect(consumed).toHaveLength(1);
    const [handlers] = consumed as EventHandlers[];
    expect(Object.keys(handlers).sort()).toEqual(['points.awarded.v1', 'user.deleted.v1']);
    await handlers['user.deleted.v1']!(em, deleted);
    expect(seen).toEqual([['users', em, deleted.payload.userId]]);
  });

  it('makes no consumer when no method has @OnEvent', async () => {
    @Injectable()
    class Quiet {
      async nothing(): Promise<void> {}
    }
    await expect(startUp([Quiet])).resolves.toEqual([]);
  });

  it('fails when two methods claim one topic, naming both', async () => {
    @Injectable()
    class Contact {
      @OnEvent('contact.received.v1')
      async onReceived(): Promise<void> {}
    }
    @Injectable()
    class MoreContact {
      @OnEvent('contact.received.v1')
      async alsoReceived(): Promise<void> {}
    }
    await expect(startUp([Contact, MoreContact])).resolves.toThrow(
      'Event contact.received.v1 has two handlers in one service: Contact.onReceived and MoreContact.alsoReceived',
    );
  });

  it("takes a privacy controller's erasure, which calls the privacy service's onUserDeleted", async () => {
    const erased: string[] = [];
    @Injectable()
    class CoachPrivacyService implements MemberDataPrivacy<'coach.export-user'> {
      async export(): Promise<never> {
        throw new Error('not exported in this test');
      }
      async onUserDeleted(_em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
        erased.push(event.payload.userId);
      }
    }
    const controller = privacyController({ exportRpc: 'coach.export-user', privacy: CoachPrivacyService });

    const consumed = await startUp([CoachPrivacyService], [controller]);

    const [handlers] = consumed as EventHandlers[];
    await handlers['user.deleted.v1']!(em, deleted);
    expect(erased).toEqual([deleted.payload.userId]);
    expect(controller.name).toBe('CoachPrivacyController');
  });

  it('fails when a privacy service also handles user.deleted.v1 itself', async () => {
    @Injectable()
    class ContentPrivacyService implements MemberDataPrivacy<'content.export-user'> {
      async export(): Promise<never> {
        throw new Error('not exported in this test');
      }
      @OnEvent('user.deleted.v1')
      async onUserDeleted(): Promise<void> {}
    }
    const controller = privacyController({ exportRpc: 'content.export-user', privacy: ContentPrivacyService });
    await expect(startUp([ContentPrivacyService], [controller])).resolves.toThrow(
      'Event user.deleted.v1 has two handlers in one service: ContentPrivacyService.onUserDeleted and ContentPrivacyController.onUserDeleted',
    );
  });
});

describe('@OnEvent', () => {
  it("does not compile on a method that takes another topic's event", () => {
    class Wrong {
      // @ts-expect-error: a points award is not a deletion.
      @OnEvent('points.awarded.v1')
      async onUserDeleted(_em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
        expect(event.payload.keepPosts).toBeDefined();
      }
    }
    expect(Wrong).toBeDefined();
  });
});
