// Keeps the product's processes running: a service, worker or gateway that dies is started
// again after a growing pause (1 s, 2 s, 4 s ... 30 s), and the console says so. One that
// keeps dying (5 times within a minute), or stops on a configuration error, is left down
// with its last log lines on the console; everything else keeps running.
import { closeSync, openSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The exit code of a process that refused its configuration (see `loadConfig`). */
const CONFIG_ERROR = 78;

/** The last lines of a log file, as short readable lines (the `msg` and error of JSON lines). */
export function lastLogLines(file, count = 15) {
  let text = '';
  try {
    const size = statSync(file).size;
    const length = Math.min(size, 64 * 1024);
    const buffer = Buffer.alloc(length);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buffer, 0, length, size - length);
    } finally {
      closeSync(fd);
    }
    text = buffer.toString('utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .map((line) => {
      try {
        const entry = JSON.parse(line);
        const err = entry.err?.message ?? entry.err?.msg;
        return `${entry.level ?? ''} ${entry.msg ?? ''}${err ? `: ${err}` : ''}`.trim();
      } catch {
        return line.slice(0, 300);
      }
    });
}

export class Supervisor {
  /**
   * @param {object} options
   * @param {(msg: string) => void} options.say console line writer
   * @param {string} options.logDir where `<name>.log` files and `processes.json` are
   * @param {number} [options.baseDelayMs] first pause before a restart
   * @param {number} [options.maxDelayMs] longest pause
   * @param {number} [options.maxRestarts] restarts within `windowMs` before giving up
   * @param {number} [options.windowMs]
   */
  constructor({ say, logDir, baseDelayMs = 1000, maxDelayMs = 30000, maxRestarts = 5, windowMs = 60000 }) {
    Object.assign(this, { say, logDir, baseDelayMs, maxDelayMs, maxRestarts, windowMs });
    /** @type {Map<string, {name: string, spawn: () => import('node:child_process').ChildProcess, child?: import('node:child_process').ChildProcess, exits: number[], timer?: NodeJS.Timeout, gaveUp?: string, restarts: number}>} */
    this.processes = new Map();
    this.stopping = false;
  }

  /** Starts a process and keeps it running. `spawn` starts one copy and returns it. */
  start(name, spawn) {
    const entry = { name, spawn, exits: [], restarts: 0 };
    this.processes.set(name, entry);
    this.launch(entry);
    return entry;
  }

  launch(entry) {
    if (this.stopping) return;
    const child = entry.spawn();
    entry.child = child;
    this.writePids();
    child.once('exit', (code, signal) => this.exited(entry, child, code, signal));
  }

  exited(entry, child, code, signal) {
    if (this.stopping || entry.child !== child) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const now = Date.now();
    entry.exits = [...entry.exits.filter((t) => now - t < this.windowMs), now];
    const log = path.join(this.logDir, `${entry.name}.log`);
    if (code === CONFIG_ERROR || entry.exits.length >= this.maxRestarts) {
      entry.gaveUp =
        code === CONFIG_ERROR
          ? `${entry.name} stopped on a configuration error (code ${code})`
          : `${entry.name} keeps dying (${entry.exits.length} times within ${Math.round(this.windowMs / 1000)} s)`;
      this.say(`${entry.gaveUp}; not restarting it. The rest keeps running. Its last log lines (${path.relative(process.cwd(), log)}):`);
      for (const line of lastLogLines(log)) this.say(`  | ${line}`);
      return;
    }
    const delay = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (entry.exits.length - 1));
    this.say(`${entry.name} exited (${how}); restarting in ${delay / 1000} s`);
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      entry.restarts += 1;
      this.launch(entry);
    }, delay);
  }

  /** `processes.json` in the log folder: each supervised process's current pid (tests read it). */
  writePids() {
    const pids = Object.fromEntries([...this.processes.values()].filter((e) => e.child?.pid).map((e) => [e.name, e.child.pid]));
    try {
      // Written beside and renamed into place, so a reader never sees half a file.
      const file = path.join(this.logDir, 'processes.json');
      writeFileSync(`${file}.tmp`, `${JSON.stringify(pids, null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
    } catch {
      /* the log folder is gone: nothing to tell */
    }
  }

  /** Stops every process: no more restarts; SIGTERM, then SIGKILL after `graceMs`. */
  async stopAll(stopChild, graceMs = 10000) {
    this.stopping = true;
    const entries = [...this.processes.values()].reverse();
    for (const entry of entries) clearTimeout(entry.timer);
    await Promise.all(entries.filter((e) => e.child).map((e) => stopChild(e.child, graceMs)));
    this.processes.clear();
  }
}
