import { baseServiceEnv, parseConfig } from './config';

const valid = {
  TCP_PORT: '4101',
  HTTP_PORT: '5101',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kiin_identity',
  REDIS_URL: 'redis://127.0.0.1:6379',
  KAFKA_BROKERS: '127.0.0.1:9092',
  INTERNAL_RPC_SECRET: 'a-test-secret-that-is-long-enough-for-any-check',
};

describe('configuration', () => {
  it('accepts a complete environment and fills defaults', () => {
    const env = parseConfig(baseServiceEnv, valid);
    expect(env.TCP_PORT).toBe(4101);
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.KAFKA_TOPIC_PREFIX).toBe('');
  });

  it('names a missing variable in one line', () => {
    const { DATABASE_URL: _, ...rest } = valid;
    expect(() => parseConfig(baseServiceEnv, rest)).toThrow('Configuration error: DATABASE_URL is required but not set');
  });

  it('names a malformed variable without printing its value', () => {
    const secret = 'mysql://user:hunter2@db/kiin';
    const attempt = () => parseConfig(baseServiceEnv, { ...valid, DATABASE_URL: secret });
    expect(attempt).toThrow(/^Configuration error: DATABASE_URL is invalid/);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it('refuses a malformed broker list', () => {
    expect(() => parseConfig(baseServiceEnv, { ...valid, KAFKA_BROKERS: 'localhost' })).toThrow(/KAFKA_BROKERS is invalid/);
  });
});
