// Installs packages when node_modules is missing or older than the lockfile.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function ensureInstalled(root) {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules/.kiin-install-stamp');
  const digest = createHash('sha256').update(readFileSync(lock)).update(readFileSync(path.join(root, 'package.json'))).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return false;
  process.stdout.write('kiin: installing packages (npm install)\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, digest);
  return true;
}
