// The end-to-end tests' Jest environment: Node's, plus
// - one Chromium per Jest worker, started when the worker's first browser test file asks for it
//   (`launchBrowser` connects to it) and kept for the worker's next files: this module is loaded
//   once per worker, outside the files' sandboxes;
// - a record of what each open page showed when a test failed (its address and the start of its
//   visible text), printed beside the failure and kept under .data/test-results/failures, so a
//   failure in a run nobody watched can still be read. Pages are found through the browsers
//   `launchBrowser` registers.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');
const { chromium } = require('playwright-core');
const { chromiumLaunchOptions } = require('./chromium.cjs');

const failuresDir = path.resolve(__dirname, '../../../../.data/test-results/failures');

/** The worker's Chromium, started on first use and again if it ever exits. */
let workerBrowser;
function workerBrowserEndpoint() {
  workerBrowser ??= chromium.launchServer(chromiumLaunchOptions()).then((server) => {
    server.on('close', () => {
      workerBrowser = undefined;
    });
    return server;
  });
  return workerBrowser.then((server) => server.wsEndpoint());
}

class BrowserTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
    this.global.__kiinWorkerBrowser = workerBrowserEndpoint;
  }

  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__kiinClosedPages = [];
    if (event.name !== 'test_fn_failure') return;
    const browsers = this.global.__kiinBrowsers ? [...this.global.__kiinBrowsers] : [];
    const pages = browsers.flatMap((browser) => (browser.isConnected() ? browser.contexts().flatMap((context) => context.pages()) : []));
    // Pages the test had already closed (in `finally`), as they were then: see support/browser.ts.
    const closed = this.global.__kiinClosedPages ?? [];
    if (pages.length === 0 && closed.length === 0) return;
    const open = await Promise.all(
      pages.map(async (page) => {
        const text = await Promise.race([
          // eslint-disable-next-line no-undef -- runs in the page
          page.evaluate(() => document.body?.innerText ?? '').catch((error) => `(unreadable: ${error.message})`),
          new Promise((resolve) => setTimeout(() => resolve('(no answer in 5 s)'), 5000)),
        ]);
        return `  ${page.url()}\n    ${String(text).replace(/\s+/g, ' ').trim().slice(0, 600)}`;
      }),
    );
    const name = `${path.basename(this.testPath)} › ${testName(event.test)}`;
    const shown = [...(open.length > 0 ? ['open:', ...open] : []), ...(closed.length > 0 ? ['closed by the test:', ...closed] : [])];
    const report = `What the pages showed when "${name}" failed:\n${shown.join('\n')}\n`;
    process.stderr.write(report);
    mkdirSync(failuresDir, { recursive: true });
    writeFileSync(path.join(failuresDir, `${name.replace(/[^\w.-]+/g, '-').slice(0, 150)}.txt`), report);
  }
}

function testName(test) {
  const names = [];
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return names.join(' › ');
}

module.exports = BrowserTestEnvironment;

/**
 * Closes the worker's Chromium (jest.e2e's global teardown). With one worker the tests run in
 * Jest's own process, where the browser server would otherwise keep it running after the last
 * file; with several, each worker's browser goes with its worker and this finds none.
 */
module.exports.closeWorkerBrowser = async () => {
  const server = await workerBrowser?.catch(() => undefined);
  await server?.close();
};
