import { DeadlockException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isTransient } from './transient';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isTransient', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a deadlock', new DeadlockException(withCode('deadlock detected', '40P01'))],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a connection exception class', withCode('connection failure', '08006')],
    ['an unreachable broker', Object.assign(new Error('Connection timeout'), { name: 'KafkaJSConnectionError' })],
    ['a retriable broker error', Object.assign(new Error('leader not available'), { retriable: true })],
    ['a wrapped refusal', new Error('publish failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('retries %s', (_what, error) => {
    expect(isTransient(error)).toBe(true);
  });

  it.each([
    ['a plain handler error', new Error('this completion cannot be applied')],
    ['a unique violation', new UniqueConstraintViolationException(withCode('duplicate key value', '23505'))],
    ['a validation error', Object.assign(new Error('invalid input'), { name: 'ZodError' })],
    ['a non-error value', 'nope'],
  ])('does not retry %s', (_what, error) => {
    expect(isTransient(error)).toBe(false);
  });
});
