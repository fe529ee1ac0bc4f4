import { partsWithoutAddress, startMissingInfra } from './containers';

describe('infrastructure in containers', () => {
  it('starts only the parts that have no address', () => {
    expect(partsWithoutAddress({})).toEqual(['postgres', 'redis', 'kafka', 'smtp']);
    expect(partsWithoutAddress({ KIIN_PG_URL: 'postgres://db:5432', KIIN_KAFKA_BROKERS: 'kafka:9092' })).toEqual(['redis', 'smtp']);
  });

  it('starts nothing when every address is given', async () => {
    const started = await startMissingInfra({
      KIIN_PG_URL: 'postgres://postgres@127.0.0.1:5432',
      KIIN_REDIS_URL: 'redis://127.0.0.1:6379',
      KIIN_KAFKA_BROKERS: '127.0.0.1:9092',
      KIIN_SMTP_URL: 'smtp://127.0.0.1:1025',
    });
    expect(started.env).toEqual({});
    expect(started.reason).toBe('every address is given');
  });
});
