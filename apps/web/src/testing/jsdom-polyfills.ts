import { TextDecoder, TextEncoder } from 'node:util';

/**
 * jsdom lacks what react-router and RTK Query expect from a browser. Import this first in a
 * spec that renders routes or the store. Unit tests never reach the network: a spec that
 * needs a response replaces `fetch` itself.
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.fetch !== 'function') {
  globalThis.fetch = () => Promise.reject(new TypeError('No network in unit tests'));
}
