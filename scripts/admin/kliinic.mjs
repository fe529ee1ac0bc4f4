import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib/stack.mjs';
import { openDb, parseArgs } from './db.mjs';
import { addBillingJob } from './jobs.mjs';

export const describe = 'the kliinic programme: list | add | update | cancel';

const help = `usage:
  npm run admin -- kliinic list
  npm run admin -- kliinic add --month YYYY-MM | --date YYYY-MM-DD [--time HH:MM] --title T --description D
                               [--leader L] [--guest G] [--capacity N] [--duration MIN]
                               [--meeting-url URL] [--recording-url URL] [--extra]
  npm run admin -- kliinic update <id> [any option of add]
  npm run admin -- kliinic cancel <id>
The programme is monthly: --month puts the kliinic on that month's programme day (its fourth
Friday, December's second, as the published programme has them); a second session in a month
that already has one is refused unless --extra says it is meant.
Dates and times are on the Sydney clock (Australia/Sydney, daylight saving applied); --time defaults to 13:00.
A new session's title and description, and new ones for a session, go to the library, which
suggests what to read beforehand; the booking and reminder mails list it.`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const TIME = /^\d{1,2}:\d{2}$/;
const columns = {
  title: 'title',
  description: 'description',
  leader: 'leader',
  guest: 'guest',
  capacity: 'capacity',
  duration: 'duration_minutes',
  'meeting-url': 'meeting_url',
  'recording-url': 'recording_url',
};

function check(options) {
  for (const key of Object.keys(options)) {
    if (!(key in columns) && !['date', 'month', 'time', 'extra'].includes(key)) throw new Error(`unknown option --${key}\n${help}`);
  }
  if (options.date !== undefined && !DATE.test(options.date)) throw new Error('--date must be YYYY-MM-DD');
  if (options.month !== undefined && !MONTH.test(options.month)) throw new Error('--month must be YYYY-MM');
  if (options.month !== undefined && options.date !== undefined) throw new Error('give --month or --date, not both');
  if (options.time !== undefined && !TIME.test(options.time)) throw new Error('--time must be HH:MM (24-hour)');
  for (const key of ['capacity', 'duration']) {
    if (options[key] !== undefined && !(Number.isInteger(Number(options[key])) && Number(options[key]) > 0)) {
      throw new Error(`--${key} must be a whole number above 0`);
    }
  }
  for (const key of ['meeting-url', 'recording-url']) {
    if (options[key] !== undefined && options[key] !== '' && !/^https:\/\/\S+$/.test(options[key])) {
      throw new Error(`--${key} must be an https:// link (or empty to clear it)`);
    }
  }
  for (const key of ['title', 'description', 'leader', 'guest']) {
    if (options[key] !== undefined && !options[key].trim()) throw new Error(`--${key} must not be empty`);
  }
}

const sydney = (column) => `to_char(${column} at time zone 'Australia/Sydney', 'YYYY-MM-DD HH24:MI')`;

async function list(db) {
  const { rows } = await db.query(
    `select s.id, ${sydney('s.starts_at')} as sydney, s.title, s.capacity, s.cancelled_at,
            s.starts_at < now() as past,
            (select count(*) from kliinic_booking b where b.session_id = s.id and b.status = 'confirmed')::int as booked
       from kliinic_session s order by s.starts_at`,
  );
  if (rows.length === 0) console.log('no sessions');
  for (const r of rows) {
    const state = r.cancelled_at ? 'cancelled' : r.past ? 'past' : 'upcoming';
    console.log(`${r.id}  ${r.sydney} Sydney  ${state.padEnd(9)}  ${String(r.booked).padStart(3)}/${r.capacity}  ${r.title}`);
  }
}

/** One of billing's built modules: its own rules, not a copy of them here. */
function billingModule(file) {
  const built = path.join(root, 'apps/billing-svc/dist/kliinics', file);
  if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build first`);
  return createRequire(import.meta.url)(built);
}

/** The programme's day in a month, by billing's own rule. */
const programmeDay = (month) => billingModule('sydney-time.js').programmeDay(month);

/**
 * Tells the library a session's words (`kliinic.session-scheduled.v1`, through billing's outbox,
 * in the caller's transaction): it answers with what to read beforehand, which billing keeps for
 * the session's mails. Reading for the former words is dropped until it has answered.
 */
async function announceTopic(db, session) {
  const event = billingModule('session-topic.js').sessionScheduledOutboxRow(session);
  await db.query('insert into outbox (id, topic, key, envelope) values ($1, $2, $3, $4)', [event.id, event.topic, event.key, JSON.stringify(event.envelope)]);
  await db.query('update kliinic_session set topic_event_id = $2, materials = null where id = $1', [session.id, event.id]);
}

/** Runs `work` in one transaction: the session's change and its event commit together, or neither. */
async function inTransaction(db, work) {
  await db.query('begin');
  try {
    const result = await work();
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** Refuses a second session in a Sydney month unless `--extra` says it is meant. */
async function checkMonthly(db, date, options, exceptId = null) {
  if (options.extra) return;
  const { rows } = await db.query(
    `select title, to_char(starts_at at time zone 'Australia/Sydney', 'FMDay FMDD FMMonth YYYY') as day
       from kliinic_session
      where cancelled_at is null and ($2::uuid is null or id <> $2::uuid)
        and to_char(starts_at at time zone 'Australia/Sydney', 'YYYY-MM') = $1`,
    [date.slice(0, 7), exceptId],
  );
  if (rows.length > 0) {
    throw new Error(
      `the programme is monthly: ${date.slice(0, 7)} already has "${rows[0].title}" on ${rows[0].day}. ` +
        'Move or cancel that one, or add --extra to hold a second kliinic that month.',
    );
  }
}

async function add(db, options) {
  check(options);
  if (options.month) options.date = programmeDay(options.month);
  for (const key of ['date', 'title', 'description']) {
    if (!options[key]) throw new Error(`--${key === 'date' ? 'month (or --date)' : key} is required\n${help}`);
  }
  await checkMonthly(db, options.date, options);
  const id = randomUUID();
  const rows = await inTransaction(db, async () => {
    const added = await db.query(
      `insert into kliinic_session (id, starts_at, duration_minutes, title, description, leader, guest, capacity, meeting_url, recording_url)
       values ($1, ($2::date + $3::time) at time zone 'Australia/Sydney', $4, $5, $6, $7, $8, $9, $10, $11)
       returning title, description, ${sydney('starts_at')} as sydney`,
      [
        id,
        options.date,
        options.time ?? '13:00',
        Number(options.duration ?? 90),
        options.title.trim(),
        options.description.trim(),
        (options.leader ?? 'Kiin founder, health journalist').trim(),
        (options.guest ?? 'Guest expert to be announced').trim(),
        Number(options.capacity ?? 100),
        options['meeting-url'] || null,
        options['recording-url'] || null,
      ],
    );
    await announceTopic(db, { id, title: added.rows[0].title, description: added.rows[0].description });
    return added.rows;
  });
  console.log(`added ${id} on ${rows[0].sydney} Sydney`);
}

async function update(db, id, options) {
  if (!id) throw new Error(`which session? ${help}`);
  check(options);
  if (options.month) options.date = programmeDay(options.month);
  if (options.date !== undefined) await checkMonthly(db, options.date, options, id);
  const sets = [];
  const values = [id];
  for (const [key, column] of Object.entries(columns)) {
    if (options[key] === undefined) continue;
    const value = key === 'capacity' || key === 'duration' ? Number(options[key]) : options[key] === '' ? null : options[key].trim();
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  }
  if (options.date !== undefined || options.time !== undefined) {
    values.push(options.date ?? null, options.time ?? null);
    const d = values.length - 1;
    const t = values.length;
    sets.push(`starts_at = (coalesce($${d}::date, (starts_at at time zone 'Australia/Sydney')::date)
      + coalesce($${t}::time, (starts_at at time zone 'Australia/Sydney')::time)) at time zone 'Australia/Sydney'`);
  }
  if (sets.length === 0) throw new Error(`nothing to change\n${help}`);
  sets.push('updated_at = now()');
  const reworded = options.title !== undefined || options.description !== undefined;
  const rows = await inTransaction(db, async () => {
    const updated = await db.query(
      `update kliinic_session set ${sets.join(', ')} where id = $1 returning title, description, ${sydney('starts_at')} as sydney`,
      values,
    );
    if (updated.rowCount === 0) throw new Error(`no session ${id}`);
    if (reworded) await announceTopic(db, { id, title: updated.rows[0].title, description: updated.rows[0].description });
    return updated.rows;
  });
  console.log(`updated ${id} (${rows[0].sydney} Sydney)`);
  if (options.date !== undefined || options.time !== undefined) await moveReminders(id);
}

/** Booked members' reminders follow the session (billing's worker moves or drops them). */
async function moveReminders(id) {
  try {
    await addBillingJob('kliinic.session-changed', { sessionId: id }, `session-changed-${id}-${Date.now()}`);
    console.log('reminders of its bookings are being moved');
  } catch (error) {
    // The change stands; a reminder for the old time is never sent (it checks the time first).
    console.warn(`could not reach Redis to move the reminders (${error.message}); run this command again once it is up`);
  }
}

async function cancel(db, id) {
  if (!id) throw new Error(`which session? ${help}`);
  const { rowCount } = await db.query('update kliinic_session set cancelled_at = now(), updated_at = now() where id = $1 and cancelled_at is null', [id]);
  if (rowCount === 0) throw new Error(`no session ${id} to cancel (unknown or already cancelled)`);
  console.log(`cancelled ${id}`);
  await moveReminders(id);
}

export async function run(args) {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(help);
    return;
  }
  const { options, positional } = parseArgs(rest, { flags: ['extra'] });
  const uuid = /^[0-9a-f-]{36}$/i;
  if (positional[0] !== undefined && !uuid.test(positional[0])) throw new Error(`not a session id: ${positional[0]}`);
  const db = await openDb('billing');
  try {
    if (command === 'list') await list(db);
    else if (command === 'add') await add(db, options);
    else if (command === 'update') await update(db, positional[0], options);
    else if (command === 'cancel') await cancel(db, positional[0]);
    else throw new Error(`unknown command: ${command}\n${help}`);
  } finally {
    await db.end();
  }
}
