// `npm run test:e2e -- [jest options or test paths]`: the end-to-end tests alone, against a
// product started for them on its own ports, databases and topics, then stopped and dropped.
// Builds first, like `npm test`. Several runs can share the machine: give each its own
// KIIN_E2E_SLOT (1-8); KIIN_E2E_WEB_OUT builds the web app into a folder of its own (the
// bundles only: no pages rendered ahead of time, so apps/web/e2e/prerender needs the default).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { build, dropStackDatabases, root, stackEnv, startStack, stopStack, testStackOptions } from './lib/stack.mjs';

ensureInstalled(root);
const slot = Number(process.env.KIIN_E2E_SLOT ?? '0');
if (!Number.isInteger(slot) || slot < 0 || slot > 8) throw new Error('KIIN_E2E_SLOT must be a whole number from 0 to 8');
const webOut = process.env.KIIN_E2E_WEB_OUT ? path.resolve(process.env.KIIN_E2E_WEB_OUT) : undefined;

if (webOut) {
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--exclude=web', '--outputStyle=static'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--outDir', webOut, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
} else {
  build();
}

const namespace = `e2e${randomBytes(3).toString('hex')}`;
const stopAll = async () => {
  await stopStack();
  process.exit(130);
};
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

const stack = await startStack({ ...testStackOptions(slot, namespace), ...(webOut ? { webDist: webOut } : {}) });
let status = 1;
try {
  // Not spawnSync: this process keeps supervising the stack (restarting what dies) meanwhile.
  status = await new Promise((resolve) =>
    spawn('npx', ['jest', '-c', 'jest.e2e.config.cjs', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...stackEnv(stack) },
    }).once('exit', (code) => resolve(code)),
  );
} finally {
  await stack.stop();
  await dropStackDatabases(stack.databases);
}
process.exit(status ?? 1);
