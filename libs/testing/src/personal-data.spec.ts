import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  memberTables,
  personalDataProblems,
  type PrivacyPolicy,
  privacySource,
  schemaOf,
  serviceSchema,
  servicesWithDatabase,
} from './personal-data';

/**
 * Every table that holds a member's data is in the member's export and goes when they delete
 * their account (APP 12 and 13), or is listed here with the reason it does not. The tables
 * are found in each service's migrations; the export and the erasure are read from its
 * `src/privacy/` code. Adding a table with a `user_id` (or `author_id`, `email`...) column
 * makes this test fail until the privacy code handles it or a reason is written below.
 */
const root = path.resolve(__dirname, '../../..');

/** Tables every service has (`libs/service-kit`). */
const everyService: PrivacyPolicy = {
  kept: {
    erased_member:
      'a digest of a deleted member id (never the id), so a write or event for them that arrives late is refused and swept; kept 30 days',
  },
  notExported: {
    erased_member: 'it exists only once the member has gone',
    outbox: 'events waiting to be published, ids only; an exported row would show nothing the rest of the export does not',
  },
  alsoKeyedBy: { outbox: 'key' },
  erasedThrough: { outbox: 'forgetOutboxOf' },
};

const policies: Record<string, PrivacyPolicy> = {
  'identity-svc': {
    kept: {
      mail_acknowledgement:
        'a hash of an address the contact form answered, and when, to send it at most one mail a day: it names no one, and a stranger may have typed the address',
    },
    notExported: {
      mail_acknowledgement: 'a hash that names no one (see kept)',
      password_reset: 'one-time reset links, stored only as hashes; the export leaves secrets and hashes out',
      signup_request:
        'the sign-up form the account was made from: its name and address are in the account, the rest is a password hash and a link hash',
    },
  },
  'community-svc': {
    notExported: {
      review: 'decided_by is the moderator who decided on someone else\'s post: a record of the moderation, not of the moderator; erasure clears it',
    },
  },
  'coach-svc': {
    notExported: {
      member_condition: 'a copy of the conditions the member saved in the library: content-svc exports them (savedConditions)',
      kliinic_ticket: 'a copy of the member\'s kliinic bookings: billing-svc exports them (bookings)',
    },
  },
  'billing-svc': {
    kept: {
      tax_invoice: 'tax invoices are kept five years for the ATO (taxRecordYears), their user_id replaced by erasedMemberId',
    },
    notExported: {
      billing_customer: 'only the payment provider\'s reference for the member; the customer is deleted at the provider on erasure',
      kliinic_seat_hold: 'a seat held for the minutes a ticket payment is open; the booking or payment it leads to is exported',
    },
  },
};

const merged = (policy: PrivacyPolicy = {}): PrivacyPolicy => ({
  kept: { ...everyService.kept, ...policy.kept },
  notExported: { ...everyService.notExported, ...policy.notExported },
  exportGaps: { ...everyService.exportGaps, ...policy.exportGaps },
  alsoKeyedBy: { ...everyService.alsoKeyedBy, ...policy.alsoKeyedBy },
  erasedThrough: { ...everyService.erasedThrough, ...policy.erasedThrough },
});

const services = servicesWithDatabase(root);
const problemsOf = (base: string, service: string) =>
  personalDataProblems(service, serviceSchema(base, service), privacySource(base, service), merged(policies[service]));

describe('personal data', () => {
  it('finds every service with a database, and a policy names only those', () => {
    expect(services).toEqual(expect.arrayContaining(['identity-svc', 'content-svc', 'community-svc', 'gamification-svc', 'billing-svc', 'coach-svc']));
    expect(Object.keys(policies).filter((s) => !services.includes(s))).toEqual([]);
  });

  it.each(services)('%s exports and erases every table that holds a member\'s data, or says why not', (service) => {
    expect(memberTables(serviceSchema(root, service)).length).toBeGreaterThan(0);
    expect(problemsOf(root, service)).toEqual([]);
  });
});

describe('the personal data check', () => {
  const privacy = `
    async export(actor: Actor) {
      return em.execute('select * from note n join note_tag t on t.note_id = n.id where n.owner_id = ?', [actor.userId]);
    }
    async onUserDeleted(em: EntityManager, event: Envelope) {
      await em.execute('delete from note where owner_id = ?', [event.payload.userId]);
    }`;
  const migration = (name: string, sql: string) => `class ${name} extends Migration { override async up() { this.addSql(\`${sql}\`); } }`;
  const notes = migration('Migration20260101000000Notes', 'create table note (id uuid primary key, owner_id uuid not null, body text not null);');
  const tags = migration(
    'Migration20260102000000Tags',
    "create table note_tag (note_id uuid not null references note (id) on delete cascade, tag text not null check (tag <> ''));",
  );

  it('passes a table that is exported and erased, or goes with an erased row', () => {
    const schema = schemaOf([notes, tags]);
    expect(memberTables(schema).map((t) => t.table)).toEqual(['note']);
    expect(personalDataProblems('notes-svc', schema, { exportCode: privacy, erasureCode: privacy })).toEqual([]);
  });

  it('names the table and the service when a new table with a member column is left out', () => {
    const later = migration('Migration20260103000000Likes', 'create table note_like (note_id uuid not null, liked_by uuid not null);');
    expect(personalDataProblems('notes-svc', schemaOf([notes, later]), { exportCode: privacy, erasureCode: privacy })).toEqual([
      expect.stringMatching(/^notes-svc: table note_like \(liked_by\) .* not in the export/),
      expect.stringMatching(/^notes-svc: table note_like \(liked_by\) .* not erased/),
    ]);
  });

  it('sees a member column added to an existing table', () => {
    const later = migration('Migration20260103000000Shared', 'alter table note_tag add column user_id uuid null, add column added_at timestamptz;');
    expect(memberTables(schemaOf([notes, tags, later])).map((t) => `${t.table}.${t.columns.join()}`)).toEqual(['note.owner_id', 'note_tag.user_id']);
  });

  it('counts a sweep of every uuid user_id column as erasing such tables, and only those', () => {
    const sweep = `async onUserDeleted() {
      const tables = await em.execute(\`select table_name from information_schema.columns where column_name = 'user_id' and data_type = 'uuid'\`);
      for (const { table_name } of tables) await em.execute(\`delete from "\${table_name}" where user_id = ?\`, [userId]);
    }`;
    const schema = schemaOf([migration('Migration20260101000000Both', 'create table a (user_id uuid not null); create table b (member_id uuid not null);')]);
    const problems = personalDataProblems('x-svc', schema, { exportCode: 'from a join b', erasureCode: sweep });
    expect(problems).toEqual([expect.stringMatching(/^x-svc: table b \(member_id\) .* not erased/)]);
  });

  it('refuses a policy entry that no longer matches the code or the migrations', () => {
    const problems = personalDataProblems('notes-svc', schemaOf([notes]), { exportCode: privacy, erasureCode: privacy }, {
      notExported: { note: 'no reason any more', gone: 'a table dropped long ago' },
    });
    expect(problems).toEqual([
      expect.stringMatching(/lists gone as not exported, but no table/),
      expect.stringMatching(/note is exported now/),
    ]);
  });

  it('fails for the real code when a service gains a member table its privacy code does not know', () => {
    // A copy of content-svc's migrations, entities and privacy code with one more migration: the tree stays untouched.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kiin-personal-data-'));
    try {
      const copy = (from: string) => fs.cpSync(path.join(root, from), path.join(scratch, from), { recursive: true });
      const entities = fs
        .readdirSync(path.join(root, 'apps/content-svc/src'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.entity.ts'))
        .map((f) => `apps/content-svc/src/${f}`);
      ['libs/service-kit/src', 'apps/content-svc/src/migrations', 'apps/content-svc/src/privacy', ...entities].forEach(copy);
      fs.copyFileSync(path.join(root, 'apps/content-svc/src/database.ts'), path.join(scratch, 'apps/content-svc/src/database.ts'));
      expect(problemsOf(scratch, 'content-svc')).toEqual([]);

      fs.writeFileSync(
        path.join(scratch, 'apps/content-svc/src/migrations/Migration20991231000000ReadingList.ts'),
        migration('Migration20991231000000ReadingList', 'create table reading_list (user_id uuid not null, content_id uuid not null, primary key (user_id, content_id));'),
      );
      expect(problemsOf(scratch, 'content-svc')).toEqual([
        expect.stringMatching(/^content-svc: table reading_list \(user_id\) .* not in the export/),
        expect.stringMatching(/^content-svc: table reading_list \(user_id\) .* not erased/),
      ]);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
