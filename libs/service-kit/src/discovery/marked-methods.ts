import type { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';

/** A provider's method marked with a decorator's metadata (`@OnJob`, `@OnEvent`). */
export interface MarkedMethod<T> {
  /** The metadata the decorator set: the job name or the topic. */
  mark: T;
  /** The method, bound to its provider. */
  run: (...args: unknown[]) => unknown;
  /** `Class.method`, for start-up errors. */
  where: string;
}

/**
 * Every method of the app's providers (and controllers, when asked) that carries `key`'s
 * metadata: how the worker finds its job handlers and a service its event handlers.
 */
export function markedMethods<T>(
  tools: { discovery: DiscoveryService; scanner: MetadataScanner; reflector: Reflector },
  key: symbol,
  { controllers = false } = {},
): MarkedMethod<T>[] {
  const found: MarkedMethod<T>[] = [];
  const wrappers = [...tools.discovery.getProviders(), ...(controllers ? tools.discovery.getControllers() : [])];
  for (const wrapper of wrappers) {
    const instance: unknown = wrapper.instance;
    if (!instance || typeof instance !== 'object') continue;
    const prototype = Object.getPrototypeOf(instance) as object | null;
    if (!prototype) continue;
    for (const method of tools.scanner.getAllMethodNames(prototype)) {
      const fn = (instance as Record<string, unknown>)[method];
      if (typeof fn !== 'function') continue;
      const mark = tools.reflector.get<T | undefined>(key, fn as () => unknown);
      if (mark === undefined) continue;
      found.push({ mark, run: (fn as (...args: unknown[]) => unknown).bind(instance), where: `${instance.constructor.name}.${method}` });
    }
  }
  return found;
}
