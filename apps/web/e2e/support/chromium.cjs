// How the browser tests and the benchmarks start Debian's Chromium (never a downloaded one).
const { createRequire } = require('node:module');

/**
 * Chromium keeps only the last `--disable-features` it is given, so ours repeats Playwright's
 * own list (read from Playwright, so an upgrade's changes come along) and adds the browser's
 * address-bar popup: headless Chromium 156 preloads it as a web page in a renderer of its own
 * for every window, and every context is a window. Measured over a whole run, those renderers
 * took 327 s of processor time (9 % of the suite) for a popup no test opens.
 */
function disabledFeatures() {
  const ours = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];
  const switches = createRequire(require.resolve('playwright-core'))('./lib/server/chromium/chromiumSwitches.js');
  const playwrights = switches
    .chromiumSwitches()
    .find((arg) => arg.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',');
  if (!playwrights) throw new Error('Playwright no longer passes --disable-features: check what it disables and update this list');
  return `--disable-features=${[...playwrights, ...ours].join(',')}`;
}

/** Options for playwright-core's `chromium.launch` and `chromium.launchServer`. */
function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      disabledFeatures(),
    ],
  };
}

module.exports = { chromiumLaunchOptions };
