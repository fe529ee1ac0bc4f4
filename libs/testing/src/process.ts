import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { waitFor } from './wait';

const root = path.resolve(__dirname, '../../..');

export interface ServiceProcess {
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The key test processes sign service calls with, unless a test gives its own. */
export const testRpcSecret = randomBytes(32).toString('hex');

/** Runs a built service (`apps/<name>/dist/<entry>.js`) as a real process with its own env. */
export function startServiceProcess(name: string, env: Record<string, string>, entry = 'main'): ServiceProcess {
  const child = spawn(process.execPath, [path.join(root, 'apps', name, 'dist', `${entry}.js`)], {
    env: { ...process.env, LOG_LEVEL: 'warn', KAFKAJS_NO_PARTITIONER_WARNING: '1', INTERNAL_RPC_SECRET: testRpcSecret, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20000)));
  return {
    child,
    output: () => output,
    kill: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

/** Resolves when a service's readiness probe answers 200. */
export async function waitForReady(httpPort: number, proc?: ServiceProcess, timeoutMs = 60000): Promise<void> {
  await waitFor(
    async () => {
      if (proc && proc.child.exitCode !== null) throw new Error(`service exited: ${proc.output()}`);
      try {
        return (await fetch(`http://127.0.0.1:${httpPort}/health/ready`)).ok;
      } catch {
        return false;
      }
    },
    { timeoutMs, intervalMs: 100, what: `readiness on :${httpPort}` },
  );
}
