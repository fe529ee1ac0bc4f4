import { allTopics, type EngageQuery, type EngageResult, ErrorCode, errorMessage } from '@kiin/contracts';
import { createKafka, ensureTopics, signedEnvelope } from '@kiin/service-kit';
import {
  createTestDatabase,
  freePort,
  infra,
  startServiceProcess,
  type ServiceProcess,
  type TestDatabase,
  testRpcSecret,
  uniqueToken,
  waitForReady,
} from '@kiin/testing';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import pino from 'pino';
import { firstValueFrom } from 'rxjs';
import { database } from '../src/database';

/**
 * `engage.find-services` as the gateway calls it: content-svc run as its built process (the
 * postcode data read from the installed package), asked over TCP with a signed call.
 */
describe('finding services for a place', () => {
  let db: TestDatabase;
  let content: ServiceProcess;
  let client: ClientProxy;
  const find = (query: EngageQuery) =>
    firstValueFrom(client.send<EngageResult>('engage.find-services', signedEnvelope(testRpcSecret, `engage-${uniqueToken()}`, null, query)));

  beforeAll(async () => {
    db = await createTestDatabase('content_engage', database);
    const prefix = `${uniqueToken()}.`;
    await ensureTopics(createKafka('test', infra.kafkaBrokers, pino({ level: 'silent' })), allTopics().map((t) => prefix + t));
    const [tcpPort, httpPort] = [await freePort(), await freePort()];
    content = startServiceProcess('content-svc', {
      TCP_PORT: String(tcpPort),
      HTTP_PORT: String(httpPort),
      DATABASE_URL: db.url,
      REDIS_URL: infra.redisUrl,
      KAFKA_BROKERS: infra.kafkaBrokers,
      KAFKA_TOPIC_PREFIX: prefix,
      KAFKA_GROUP_SUFFIX: `.${uniqueToken()}`,
    });
    await waitForReady(httpPort, content);
    client = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port: tcpPort } });
  });

  afterAll(async () => {
    await client?.close();
    await content?.kill();
    await db.drop();
  });

  it('answers a postcode with its state’s own services first, then the national ones, each saying why', async () => {
    const { place, services } = await find({ where: '2150' });
    expect(place).toEqual({ state: 'NSW', region: 'Sydney - Parramatta', label: '2150 NSW' });
    expect(services[0]).toMatchObject({ id: 'carers-nsw', why: 'A NSW service.' });
    expect(services.find((s) => s.id === 'carer-gateway')?.why).toBe('Serves carers across Australia; offers respite and counselling.');
    expect(services.some((s) => s.statesServed.length === 1 && s.state !== 'NSW')).toBe(false);
  });

  it('keeps only what offers the need asked about', async () => {
    const { place, services } = await find({ where: 'Victoria', need: 'dementia' });
    expect(place.label).toBe('Victoria');
    expect(services.map((s) => s.id)).toEqual(['national-dementia-helpline']);
  });

  it('refuses a place it does not know with words a person can act on', async () => {
    await expect(find({ where: 'Atlantis' })).rejects.toMatchObject({ code: ErrorCode.PlaceNotFound, message: errorMessage.placeNotFound });
  });
});
