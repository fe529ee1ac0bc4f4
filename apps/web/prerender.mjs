// After `vite build`: renders each public page of the built app to its own HTML file in
// dist/pages/, which the gateway serves for that path (without a query string). Pages that
// depend on who is signed in or on the query string are left to the browser. Then writes a
// Brotli and a gzip copy of every text file, which the gateway sends to browsers that take them.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appRoot = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(appRoot, 'dist');
const serverBuild = path.join(appRoot, 'dist-prerender');
// Pages with forms are left out: typing or submitting before the app runs would be lost,
// or sent by the browser itself as a query string.
// Member pages are rendered as they look while the member is read (the same for everyone),
// so their heading and layout paint before any script has run. /payment's plan choice holds
// no form (its card step is drawn by the app), and its fields stay disabled until the app runs.
const pages = ['/', '/about', '/kliinics', '/village', '/resources', '/join', '/corporate', '/conditions', '/content/library', '/privacy', '/terms', '/help', '/dashboard', '/profile', '/member/kliinics', '/community', '/kiinbox', '/coach', '/payment'];
/** Pages the service worker keeps for offline use, with the module each one's route loads. */
const offlinePages = { '/help': 'src/features/help/HelpPage.tsx', '/resources': 'src/features/resources/ResourcesPage.tsx' };

const { renderPage } = await import(pathToFileURL(path.join(serverBuild, 'prerender.mjs')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const outDir = path.join(dist, 'pages');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const page of pages) {
  const { html, styles, title } = await renderPage(page);
  // React leaves a page it could not render to the browser, with the reason in a template: a
  // build that ships such a page (and would be cached) must fail instead.
  const failed = /<template data-msg="([^"]*)"/.exec(html);
  if (failed) throw new Error(`${page} could not be rendered ahead of time: ${failed[1]}`);
  if (/<form[\s>]/.test(html)) throw new Error(`${page} holds a form; pages with forms are not rendered ahead of time`);
  if (/<input(?![^>]*\bdisabled\b)/.test(html)) throw new Error(`${page} holds a field that takes typing before the app runs`);
  const doc = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page}">${html}</div>`);
  const file = page === '/' ? 'index.html' : `${page.slice(1).replace(/\//g, '__')}.html`;
  writeFileSync(path.join(outDir, file), doc);
}
rmSync(serverBuild, { recursive: true, force: true });
process.stdout.write(`prerendered ${pages.length} pages into ${path.relative(process.cwd(), outDir)}\n`);

// The service worker's list: the offline pages and every file they need to run (the entry and
// each page's route chunk, with what they import), named by a hash of all of it.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const closure = (key, into) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build: the offline pages' modules have moved`);
  if (into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const child of chunk.imports ?? []) closure(child, into);
  return into;
};
const files = new Set(['/theme-init.js', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png']);
closure(Object.keys(manifest).find((key) => manifest[key].isEntry), files);
for (const module of Object.values(offlinePages)) closure(module, files);
const version = createHash('sha256');
for (const page of Object.keys(offlinePages)) version.update(readFileSync(path.join(outDir, `${page.slice(1)}.html`)));
for (const file of [...files].sort()) version.update(file).update(readFileSync(path.join(dist, file)));
const build = { version: version.digest('hex').slice(0, 16), pages: Object.keys(offlinePages), files: [...files].sort() };
const workerFile = path.join(dist, 'sw.js');
const worker = readFileSync(workerFile, 'utf8');
const placeholder = "const build = { version: 'development', pages: [], files: [] };";
if (!worker.includes(placeholder)) throw new Error('sw.js has no build list to fill in');
writeFileSync(workerFile, worker.replace(placeholder, `const build = ${JSON.stringify(build)};`));
process.stdout.write(`service worker keeps ${build.pages.length} pages and ${build.files.length} files offline (${build.version})\n`);

let compressed = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}
process.stdout.write(`compressed ${compressed} files (Brotli and gzip)\n`);
