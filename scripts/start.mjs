// `npm start`: everything a fresh clone needs, then the product at http://localhost:3000.
// Ctrl-C (or SIGTERM) stops every process this command started, the broker included.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
ensureInstalled(root);
const { build, startStack, stopStack } = await import('./lib/stack.mjs');
process.stdout.write('kiin: building\n');
build();

let stack;
let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\nkiin: ${signal} received, stopping\n`);
  await stopStack();
  process.stdout.write('kiin: stopped\n');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  // With --dev the browser talks to Vite (:5173, or the preview on :4173), which passes its own
  // Host and Origin through to the gateway: the gateway must answer for those addresses too.
  const devOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173', 'http://localhost:4173'];
  stack = await startStack(process.argv.includes('--dev') ? { gatewayEnv: { PUBLIC_ORIGIN: devOrigins.join(',') } } : undefined);
} catch (error) {
  process.stderr.write(`kiin: could not start: ${error.message}\n`);
  process.exit(1);
}
if (process.argv.includes('--dev')) {
  // The web app with hot reload on :5173; it proxies /api to the gateway started above.
  const { spawn } = await import('node:child_process');
  const vite = spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', '--port', '5173', '--strictPort'], { cwd: root, stdio: 'inherit' });
  process.on('exit', () => vite.kill('SIGTERM'));
  process.stdout.write('kiin: web dev server with hot reload at http://localhost:5173 (API proxied to :3000)\n');
}
const seconds = ((Date.now() - began) / 1000).toFixed(1);
process.stdout.write(
  `\nKiin is running at ${stack.url}  (ready in ${seconds} s)\n` +
    `  API docs        ${stack.url}/api/docs\n` +
    '  Caught mail     http://127.0.0.1:1080\n' +
    `  Readiness       ${stack.url}/health/ready   (metrics: http://127.0.0.1:5100/metrics)\n` +
    '  Logs            .data/logs/\n' +
    'Press Ctrl-C to stop.\n',
);
setInterval(() => {}, 1 << 30);
