import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from './wait';

const root = path.resolve(__dirname, '../../..');

/**
 * The supervisor of `npm start` (scripts/lib/supervisor.mjs) with real processes: a small HTTP
 * server that answers `/health/ready`, and one that dies at start-up every time.
 */
describe('the stack supervisor', () => {
  let dir: string;
  let driver: ChildProcess;
  let console = '';

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const pids = () => JSON.parse(readFileSync(path.join(dir, 'processes.json'), 'utf8')) as Record<string, number>;
  const ready = (port: number) => fetch(`http://127.0.0.1:${port}/health/ready`).then((r) => r.ok, () => false);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kiin-supervisor-'));
    writeFileSync(
      path.join(dir, 'server.mjs'),
      `import { createServer } from 'node:http';
       const server = createServer((req, res) => res.end('ok')).listen(0, '127.0.0.1', () => {
         console.log(JSON.stringify({ level: 'info', msg: 'listening', port: server.address().port }));
       });`,
    );
    writeFileSync(
      path.join(dir, 'crasher.mjs'),
      `console.log(JSON.stringify({ level: 'fatal', msg: 'crasher failed to start', err: { message: 'the database refused the connection' } }));
       process.exit(1);`,
    );
    writeFileSync(
      path.join(dir, 'driver.mjs'),
      `import { spawn } from 'node:child_process';
       import { openSync } from 'node:fs';
       import { stopChild } from ${JSON.stringify(path.join(root, 'infra/up.mjs'))};
       import { Supervisor } from ${JSON.stringify(path.join(root, 'scripts/lib/supervisor.mjs'))};
       const dir = ${JSON.stringify(dir)};
       const say = (msg) => process.stdout.write('kiin: ' + msg + '\\n');
       const supervisor = new Supervisor({ say, logDir: dir, baseDelayMs: 100, maxRestarts: 3 });
       const run = (name) => () => {
         const out = openSync(dir + '/' + name + '.log', 'a');
         return spawn(process.execPath, [dir + '/' + name + '.mjs'], { stdio: ['ignore', out, out] });
       };
       supervisor.start('server', run('server'));
       supervisor.start('crasher', run('crasher'));
       process.on('SIGTERM', async () => {
         await supervisor.stopAll(stopChild, 5000);
         say('stopped');
         process.exit(0);
       });`,
    );
    driver = spawn(process.execPath, [path.join(dir, 'driver.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] });
    driver.stdout?.on('data', (d: Buffer) => (console += d.toString()));
    driver.stderr?.on('data', (d: Buffer) => (console += d.toString()));
  });

  afterAll(() => {
    if (driver.exitCode === null) driver.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  /** The port the server's current copy listens on, from its log. */
  const serverPort = () => {
    const lines = readFileSync(path.join(dir, 'server.log'), 'utf8').trim().split('\n');
    return (JSON.parse(lines[lines.length - 1]) as { port: number }).port;
  };

  it('restarts a process that dies, after a pause that grows, and says so', async () => {
    await waitFor(() => console.includes('kiin: crasher exited (code 1); restarting in 0.1 s'), { what: 'the first restart' });
    await waitFor(() => console.includes('kiin: crasher exited (code 1); restarting in 0.2 s'), { what: 'the second, later restart' });
  });

  it('gives up on a process that keeps dying, shows why, and keeps the rest running', async () => {
    await waitFor(() => console.includes('kiin: crasher keeps dying (3 times within 60 s); not restarting it. The rest keeps running.'), {
      what: 'the supervisor to give up',
    });
    await waitFor(() => console.includes('kiin:   | fatal crasher failed to start: the database refused the connection'), {
      what: 'the last log lines',
    });
    const server = await waitFor(async () => ((await ready(serverPort())) ? pids().server : 0), { what: 'the server to answer' });
    expect(alive(server)).toBe(true);
  });

  it('brings a killed process back, answering again', async () => {
    const before = pids().server;
    process.kill(before, 'SIGKILL');
    await waitFor(() => console.includes('kiin: server exited (signal SIGKILL); restarting in 0.1 s'), { what: 'the restart message' });
    const after = await waitFor(() => (pids().server !== before ? pids().server : 0), { what: 'a new server process' });
    await waitFor(() => ready(serverPort()), { what: 'the new server to answer /health/ready' });
    expect(alive(after)).toBe(true);
  });

  it('stops everything on SIGTERM and restarts nothing', async () => {
    const running = pids().server;
    const exited = new Promise<number | null>((resolve) => driver.once('exit', (code) => resolve(code)));
    driver.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(console).toContain('kiin: stopped');
    expect(alive(running)).toBe(false);
    expect(console).not.toContain('server exited (signal SIGTERM)');
  });
});
