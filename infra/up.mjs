// Brings up the local infrastructure, reusing whatever already answers:
// PostgreSQL :5432, Redis :6379, a single-node KRaft Kafka broker :9092, an SMTP catcher
// (:1025 SMTP, :1080 web page). Returns a handle whose stop() ends only what it started.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data');
const logDir = path.join(dataDir, 'logs');
const kafkaDir = path.join(root, 'infra/kafka');
/** Fixed so that the formatted data folder is reused on every run. */
const KAFKA_CLUSTER_ID = 'a2lpbi1sb2NhbC1rYWZrYQ';

export const ports = { postgres: 5432, redis: 6379, kafka: 9092, smtp: 1025, mailWeb: 1080 };

const say = (msg) => process.stdout.write(`kiin: ${msg}\n`);

export function portOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(port, what, timeoutMs = 60000, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port)) return;
    if (!isAlive()) throw new Error(`${what} exited before it answered on port ${port}`);
    await sleep(200);
  }
  throw new Error(`${what} did not answer on port ${port} within ${timeoutMs / 1000}s`);
}

function have(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

let aptUpdated = false;
function aptInstall(...packages) {
  say(`installing ${packages.join(', ')} with apt-get`);
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function ensurePostgres(started) {
  if (await portOpen(ports.postgres)) return say('PostgreSQL: reusing the server on :5432');
  if (!existsSync('/etc/postgresql')) aptInstall('postgresql');
  const version = readdirSync('/etc/postgresql')[0];
  say(`PostgreSQL: starting cluster ${version}/main`);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  started.push({ name: 'PostgreSQL', stop: () => spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'stop']) });
  await waitForPort(ports.postgres, 'PostgreSQL');
}

async function ensureRedis(started) {
  if (await portOpen(ports.redis)) return say('Redis: reusing the server on :6379');
  if (!have('redis-server')) aptInstall('redis-server');
  say('Redis: starting');
  mkdirSync(path.join(dataDir, 'redis'), { recursive: true });
  const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(ports.redis), '--save', '', '--appendonly', 'no', '--dir', path.join(dataDir, 'redis')], {
    stdio: ['ignore', openSync(path.join(logDir, 'redis.log'), 'a'), openSync(path.join(logDir, 'redis.log'), 'a')],
  });
  started.push({ name: 'Redis', child });
  await waitForPort(ports.redis, 'Redis', 20000, () => child.exitCode === null);
}

function kafkaJarsReady() {
  const lib = path.join(kafkaDir, 'target/lib');
  return existsSync(lib) && readdirSync(lib).some((f) => f.startsWith('kafka_2.13-'));
}

export function ensureKafkaJars() {
  if (kafkaJarsReady()) return;
  if (!have('mvn')) aptInstall('maven');
  say('Kafka: fetching the broker jars from Maven Central (once)');
  execFileSync('mvn', ['-q', '-B', 'dependency:copy-dependencies', '-DincludeScope=runtime', '-DoutputDirectory=target/lib'], {
    cwd: kafkaDir,
    stdio: 'inherit',
  });
}

async function ensureKafka(started) {
  if (await portOpen(ports.kafka)) return say('Kafka: reusing the broker on :9092');
  if (!have('java')) aptInstall('openjdk-17-jre-headless');
  ensureKafkaJars();
  const brokerData = path.join(dataDir, 'kafka');
  mkdirSync(brokerData, { recursive: true });
  const config = path.join(dataDir, 'kafka-server.properties');
  writeFileSync(config, readFileSync(path.join(kafkaDir, 'server.properties.template'), 'utf8').replace('@DATA_DIR@', brokerData));
  const classpath = path.join(kafkaDir, 'target/lib/*');
  const jvm = ['-Xms128m', '-Xmx512m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xshare:auto', `-Dlog4j.configuration=file:${path.join(kafkaDir, 'log4j.properties')}`, '-cp', classpath];
  execFileSync('java', [...jvm, 'kafka.tools.StorageTool', 'format', '-t', KAFKA_CLUSTER_ID, '-c', config, '--ignore-formatted'], { stdio: 'ignore' });
  say('Kafka: starting the single-node KRaft broker on 127.0.0.1:9092');
  const out = openSync(path.join(logDir, 'kafka.log'), 'a');
  const child = spawn('java', [...jvm, 'kafka.Kafka', config], { stdio: ['ignore', out, out] });
  started.push({ name: 'Kafka', child, graceMs: 20000 });
  await waitForPort(ports.kafka, 'Kafka', 90000, () => child.exitCode === null);
}

async function ensureSmtpCatcher(started) {
  if (await portOpen(ports.smtp)) return say('SMTP catcher: reusing the one on :1025');
  say(`SMTP catcher: starting (mail shown at http://127.0.0.1:${ports.mailWeb})`);
  const out = openSync(path.join(logDir, 'maildev.log'), 'a');
  const child = spawn(process.execPath, [path.join(root, 'node_modules/maildev/bin/maildev'), '--smtp', String(ports.smtp), '--web', String(ports.mailWeb), '--ip', '127.0.0.1', '--silent'], { stdio: ['ignore', out, out] });
  started.push({ name: 'SMTP catcher', child });
  await waitForPort(ports.smtp, 'SMTP catcher', 20000, () => child.exitCode === null);
  await waitForPort(ports.mailWeb, 'SMTP catcher web page', 20000, () => child.exitCode === null);
}

/** Stops a child: SIGTERM, then SIGKILL after its grace period. */
export async function stopChild(child, graceMs = 10000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** What this process started, kept here so a stop during start-up still finds it. */
const started = [];

/** Stops everything this process started, newest first. */
export async function stopInfra() {
  while (started.length > 0) {
    const item = started.pop();
    if (item.child) await stopChild(item.child, item.graceMs);
    else item.stop?.();
    say(`${item.name}: stopped`);
  }
}

/**
 * Two runs starting at once (a test run and a benchmark) would both find Kafka's port closed
 * and start two brokers on one data folder, which corrupts it. The checks and starts are
 * taken in turn: a run waits while another holds `.data/infra.lock`, unless its holder has
 * gone (its process no longer exists) or has held it for longer than any start takes.
 */
async function takeInfraLock() {
  const lock = path.join(dataDir, 'infra.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holderGone = false;
    try {
      const pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      holderGone = !processExists(pid) || Date.now() - statSync(lock).mtimeMs > 5 * 60_000;
    } catch {
      // Taken a moment ago and its pid not written yet, or just released: look again.
    }
    if (holderGone) rmSync(lock, { recursive: true, force: true });
    else await sleep(250);
  }
}

function processExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export async function ensureInfra({ smtp = true } = {}) {
  mkdirSync(logDir, { recursive: true });
  const before = started.length;
  const stop = stopInfra;
  const release = await takeInfraLock();
  try {
    // A part whose address is given (a managed server, or a container the test harness
    // started) is used as it is; only the local defaults are reused or started here.
    const given = (name, variable) => {
      if (!process.env[variable]) return false;
      say(`${name}: using ${variable}`);
      return true;
    };
    if (!given('PostgreSQL', 'KIIN_PG_URL')) await ensurePostgres(started);
    if (!given('Redis', 'KIIN_REDIS_URL')) await ensureRedis(started);
    if (!given('Kafka', 'KIIN_KAFKA_BROKERS')) await ensureKafka(started);
    if (smtp && !given('SMTP catcher', 'KIIN_SMTP_URL')) await ensureSmtpCatcher(started);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    release();
  }
  return { started: started.slice(before).map((s) => s.name), stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const infra = await ensureInfra();
  say(`infrastructure up (${infra.started.length ? `started: ${infra.started.join(', ')}` : 'all reused'}); Ctrl-C stops what was started`);
  const shutdown = () => void infra.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  setInterval(() => {}, 1 << 30);
}
