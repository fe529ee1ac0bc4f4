/* global self, caches, Request, Response */
// Kiin's service worker: the crisis lines stay usable with no connection.
//
// It keeps on the device exactly what /help and /resources need to open offline (their HTML as
// rendered ahead of time, which is the same for everyone, and the scripts that run them), and
// nothing else: no API answer and no member page is ever stored, so nothing personal is kept
// and no one is shown another person's page. Online, every page comes from the network as
// before; offline, any other page leads to /help.
//
// The web build writes the list below (apps/web/prerender.mjs); a new build is a new list and a
// new worker, which takes over at once and drops the old copies. The app reloads at the next
// navigation and says so (src/app/app-updates.ts).
const build = { version: 'development', pages: [], files: [] };

const cacheName = `kiin-offline-${build.version}`;
const kept = new Set([...build.pages, ...build.files]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      // Past the browser's HTTP cache, so a copy is never older than this build.
      await cache.addAll([...kept].map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('kiin-offline-') && name !== cacheName) await caches.delete(name);
      // Pages start loading while the worker wakes up, so routing through it costs no time.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/**
 * The page kept for `path` when there is one. Any other page is sent to /help, which names the
 * page asked for: the crisis lines are always there, and the app then runs /help as itself.
 */
async function offline(path, search) {
  if (!build.pages.includes(path)) return Response.redirect(`/help?offline=${encodeURIComponent(path + search)}`, 302);
  const cache = await caches.open(cacheName);
  return (await cache.match(path)) ?? Response.error();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Another origin, and the API: never answered from here.
  if (url.origin !== self.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return (await event.preloadResponse) ?? (await fetch(request));
        } catch {
          return offline(url.pathname, url.search);
        }
      })(),
    );
    return;
  }
  // The kept scripts carry their content's hash in their names: the copy is the file.
  if (kept.has(url.pathname) && !build.pages.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname, { cacheName }).then((copy) => copy ?? fetch(request)));
  }
});
