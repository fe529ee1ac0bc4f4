/**
 * A calendar invite (RFC 5545) for one kliinic. Times are written in UTC (`…Z`), computed
 * from the stored instant, so every calendar shows the right local time on either side of a
 * daylight-saving change. What staff typed is escaped as RFC 5545 text.
 */
export interface InviteInput {
  uid: string;
  startsAt: Date;
  durationMinutes: number;
  title: string;
  description: string;
  url: string | null;
  /** When the invite was made (DTSTAMP). */
  now?: Date;
  /** `CANCEL` withdraws an earlier invite with the same uid. */
  method?: 'REQUEST' | 'CANCEL';
  sequence?: number;
}

const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Escapes TEXT values: backslash, semicolon, comma and line breaks. */
export const icsText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** Folds lines longer than 75 octets, as the format requires. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  while (rest.length > 75) {
    let cut = 75;
    // Do not split a UTF-8 sequence.
    while (cut > 0 && (rest[cut] & 0xc0) === 0x80) cut -= 1;
    out.push(rest.subarray(0, cut).toString('utf8'));
    rest = Buffer.concat([Buffer.from(' '), rest.subarray(cut)]);
  }
  out.push(rest.toString('utf8'));
  return out.join('\r\n');
}

export function kliinicInvite(input: InviteInput): string {
  const end = new Date(input.startsAt.getTime() + input.durationMinutes * 60_000);
  const method = input.method ?? 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kiin//kliinics//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${input.uid}@kiin.com.au`,
    `SEQUENCE:${input.sequence ?? 0}`,
    `DTSTAMP:${utc(input.now ?? new Date())}`,
    `DTSTART:${utc(input.startsAt)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${icsText(`Kiin kliinic: ${input.title}`)}`,
    `DESCRIPTION:${icsText(input.description)}`,
    ...(input.url ? [`URL:${icsText(input.url)}`, `LOCATION:${icsText(input.url)}`] : ['LOCATION:Online (the link arrives before the session)']),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Stable BullMQ ids for a booking's reminders (no `:` allowed in custom ids). */
export const reminderJobIds = (bookingId: string) => ({ dayBefore: `kliinic-reminder-24h-${bookingId}`, hourBefore: `kliinic-reminder-1h-${bookingId}` });

/** When the reminders are due: 24 hours and 1 hour before the start (past ones are skipped). */
export function reminderTimes(startsAt: Date, now = new Date()): { dayBefore: Date | null; hourBefore: Date | null } {
  const at = (hours: number) => {
    const when = new Date(startsAt.getTime() - hours * 3_600_000);
    return when.getTime() > now.getTime() ? when : null;
  };
  return { dayBefore: at(24), hourBefore: at(1) };
}
