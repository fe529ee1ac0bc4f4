import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/** What travels with one user action across the gateway, the services and the consumers. */
export interface RequestContext {
  requestId: string;
  /** The event being handled, when the work was caused by one. */
  eventId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(context: RequestContext, fn: () => T): T {
    return storage.run(context, fn);
  },
  /** For hooks that cannot wrap the rest of the request in a callback (Fastify onRequest). */
  enter(context: RequestContext): void {
    storage.enterWith(context);
  },
  get(): RequestContext | undefined {
    return storage.getStore();
  },
};

let root: Logger | undefined;

/** Fields a database driver error carries that may hold stored values (PostgreSQL's `detail` quotes the row). */
const valueBearingFields = ['detail', 'where', 'query', 'sql', 'params', 'parameters', 'bindings', 'values', 'internalQuery', 'previous', 'cause'];

/** A PostgreSQL (or ORM-wrapped) error: it has a five-character SQLSTATE code. */
const isDatabaseError = (err: { code?: unknown; sqlState?: unknown }): boolean =>
  (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) || typeof err.sqlState === 'string';

/**
 * The driver's message without what the statement held: the ORM prefixes it with the SQL,
 * values inlined (`insert into ... values ('sam@example.com', '$argon2id$...') - duplicate
 * key ...`). Keep the driver's own words, with quoted literals blanked; plain identifiers
 * (constraint and table names) stay.
 */
export function scrubDatabaseMessage(message: string): string {
  const driverPart = message.includes(' - ') ? message.slice(message.lastIndexOf(' - ') + 3) : message;
  return driverPart
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/"([^"]*)"/g, (quoted, inner: string) => (/^[A-Za-z0-9_.]+$/.test(inner) ? quoted : '"…"'))
    .replace(/\(([^)]*)\)=\(([^)]*)\)/g, '($1)=(…)');
}

/**
 * The `err` serializer of every logger: pino's own, except that a database error loses the
 * SQL with bound values, the row in `detail` and the like: no email, name or hash reaches a log.
 */
export function serializeError(err: unknown): unknown {
  if (typeof err !== 'object' || err === null) return err;
  const serialized = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!isDatabaseError(err as { code?: unknown })) return serialized;
  for (const field of valueBearingFields) delete serialized[field];
  const message = scrubDatabaseMessage(typeof serialized.message === 'string' ? serialized.message : '');
  serialized.message = message;
  if (typeof serialized.stack === 'string') {
    const frames = serialized.stack.split('\n').filter((line) => line.trim().startsWith('at '));
    const type = typeof serialized.type === 'string' ? serialized.type : 'Error';
    serialized.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  return serialized;
}

/** One JSON logger per process; every line carries the current request id, if any. */
export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  /** Where lines go; standard output unless a test captures them. */
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    serializers: { err: serializeError, error: serializeError },
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const ctx = storage.getStore();
      return ctx ? { requestId: ctx.requestId, ...(ctx.eventId ? { eventId: ctx.eventId } : {}) } : {};
    },
    redact: {
      paths: ['password', '*.password', 'data.password', 'email', '*.email', 'data.email', 'cookie', '*.cookie', 'headers.cookie', 'authorization'],
      censor: '[redacted]',
    },
  };
  // Written at once, not buffered: a process stopped by a signal (Nest raises SIGTERM again once
  // its shutdown hooks have run) never reaches the exit event that would flush a buffer, and its
  // last lines ("worker stopped: no job left running") were lost.
  root = pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
  return root;
}

export function logger(): Logger {
  return root ?? createLogger(process.env.SERVICE_NAME ?? 'kiin');
}

/** Routes NestJS's own log lines into the JSON logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}
  log(message: unknown, context?: string) {
    this.pino.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.pino.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.pino.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.pino.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.pino.trace({ context }, String(message));
  }
}
