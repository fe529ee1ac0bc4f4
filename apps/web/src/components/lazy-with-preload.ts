import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code now (on hover or focus) so opening feels instant. */
  preload: () => void;
};

/**
 * React.lazy for UI that is not needed for the first paint (menus, the mobile sheet):
 * it stays out of the entry bundle and is fetched when first wanted.
 */
export function lazyWithPreload<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => (loading ??= factory());
  return Object.assign(lazy(load), { preload: () => void load() });
}
