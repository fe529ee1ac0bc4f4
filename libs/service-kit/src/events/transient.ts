import { ConnectionException, DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';

/**
 * SQLSTATEs that say "try again": serialization failure, deadlock, lock not available,
 * statement timeout or cancel, the server shutting down or not yet accepting connections,
 * too many connections, out of resources. Class 08 (connection exceptions) is added below.
 */
const transientSqlStates = new Set(['40001', '40P01', '55P03', '57014', '57P01', '57P02', '57P03', '53000', '53100', '53200', '53300', '53400']);

/** Socket-level failures: the database, broker or Redis could not be reached for a moment. */
const transientSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

const transientMessage =
  /connection terminated|connection ended|connection error|timeout exceeded when trying to connect|timeout acquiring a connection|connection is closed|max retries per request|socket hang up/i;

interface MaybeTransient {
  code?: unknown;
  sqlState?: unknown;
  name?: unknown;
  message?: unknown;
  retriable?: unknown;
  cause?: unknown;
  previous?: unknown;
  originalError?: unknown;
}

/**
 * True when an error says nothing about the message being handled, only that something it
 * needs (database, broker, Redis) was unreachable or busy for a moment: such a failure is
 * retried until it passes, never dead-lettered.
 */
export function isTransient(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof ConnectionException || error instanceof DeadlockException || error instanceof LockWaitTimeoutException) return true;
  const e = error as MaybeTransient;
  for (const code of [e.code, e.sqlState]) {
    if (typeof code !== 'string') continue;
    if (transientSqlStates.has(code) || transientSocketCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  // kafkajs marks broker errors that are worth retrying.
  if (e.retriable === true) return true;
  if (typeof e.name === 'string' && /^KafkaJS(Connection|RequestTimeout|NumberOfRetriesExceeded)Error$/.test(e.name)) return true;
  if (typeof e.message === 'string' && transientMessage.test(e.message)) return true;
  return [e.cause, e.previous, e.originalError].some((inner) => inner !== error && isTransient(inner, depth + 1));
}
