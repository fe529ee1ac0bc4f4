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

/** One JSON logger per process; every line carries the current request id, if any. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  root = pino({
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
  });
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
