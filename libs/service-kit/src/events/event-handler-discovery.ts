import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { EventType } from '@kiin/contracts';
import { markedMethods } from '../discovery/marked-methods';
import { Kit } from '../kit';
import type { EventHandlers } from './event-consumer';
import { ON_EVENT } from './on-event';

/**
 * Finds the `@OnEvent` methods of a service's providers and controllers and hands them to its
 * one consumer (`Kit.consume`). It runs in `onModuleInit`, which Nest finishes for every
 * module before any `onApplicationBootstrap`, where the kit starts the consumer. Only
 * `ServiceKitModule` provides it: workers and the gateway consume nothing.
 */
@Injectable()
export class EventHandlerDiscovery implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  /** Start-up fails here, before anything is consumed, when two methods claim one topic. */
  onModuleInit(): void {
    const handlers: Record<string, unknown> = {};
    const where = new Map<string, string>();
    const tools = { discovery: this.discovery, scanner: this.scanner, reflector: this.reflector };
    for (const { mark: topic, run, where: here } of markedMethods<EventType>(tools, ON_EVENT, { controllers: true })) {
      const existing = where.get(topic);
      if (existing) throw new Error(`Event ${topic} has two handlers in one service: ${existing} and ${here}`);
      where.set(topic, here);
      handlers[topic] = run;
    }
    if (where.size > 0) this.kit.consume(handlers as EventHandlers);
  }
}
