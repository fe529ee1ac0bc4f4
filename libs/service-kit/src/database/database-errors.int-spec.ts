import { Writable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import { createLogger } from '../logging';
import { openDatabase } from './database';

/** A failed write logged the way every service logs it: no stored value reaches the log. */
describe('database errors in logs', () => {
  let db: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createTestDatabase('db_errors');
    orm = await openDatabase(db.url, { entities: [], migrations: [] });
    await orm.em.getConnection().execute('create table person (email text primary key, password_hash text not null, first_name text not null)');
  });
  afterAll(async () => {
    await orm.close(true);
    await db.drop();
  });

  /** Everything one logger writes, as text. */
  const capture = () => {
    let text = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    return { log: createLogger('test', 'info', sink), text: () => text };
  };

  it('a failing insert is logged with the constraint, without the email, the hash or the name', async () => {
    const email = 'private.person@example.com';
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const insert = () =>
      orm.em.fork().getConnection().execute('insert into person (email, password_hash, first_name) values (?, ?, ?)', [email, hash, 'Quinnelle']);
    await insert();
    const error = await insert().then(
      () => null,
      (e: unknown) => e as Error,
    );
    // The error itself carries the values (the ORM inlines them); the log must not.
    expect(error?.message).toContain(email);

    const { log, text } = capture();
    log.error({ err: error }, 'unhandled error in message handler');
    const line = JSON.parse(text()) as { err: { message: string; stack: string } };
    expect(text()).not.toContain(email);
    expect(text()).not.toContain('private.person');
    expect(text()).not.toContain('argon2');
    expect(text()).not.toContain('Quinnelle');
    expect(line.err.message).toMatch(/duplicate key value violates unique constraint "person_pkey"/);
    expect(line.err.stack).toMatch(/\n\s+at /);
  });

  it('a value the database could not read is not echoed either', async () => {
    const error = await orm.em
      .fork()
      .getConnection()
      .execute('select * from person where email = ?::uuid', ['sam.secret@example.com'])
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    const { log, text } = capture();
    log.warn({ err: error }, 'query failed');
    expect(text()).toMatch(/invalid input syntax for type uuid/);
    expect(text()).not.toContain('sam.secret');
  });
});
