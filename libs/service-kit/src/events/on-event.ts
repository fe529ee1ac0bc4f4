import { SetMetadata } from '@nestjs/common';
import type { EventType } from '@kiin/contracts';
import type { EventHandler } from './event-consumer';

export const ON_EVENT = Symbol('kiin:on-event');

/**
 * Marks a provider's (or controller's) method as the service's handler of one topic. Its
 * parameters are the consumer's: the transaction's `em` and the event of that topic, so a
 * handler for another payload does not compile. At start-up the service's one consumer group
 * takes every such method (see `EventHandlerDiscovery`); two for one topic fail the start.
 */
export function OnEvent<T extends EventType>(topic: T) {
  return <H extends EventHandler<T>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    SetMetadata(ON_EVENT, topic)(target, key, descriptor);
  };
}
