import { randomBytes } from 'node:crypto';
import { runBillingJob } from './jobs.mjs';

export const describe = 'payments: reconcile | advance-clock <days> (local test mode)';

const help = `usage:
  npm run admin -- billing reconcile [--hours N]
      compares recent payment-provider objects with billing's records and repairs what a
      missed webhook left behind (billing's worker also does this every 15 minutes)
  npm run admin -- billing advance-clock <days>
      the local test mode only: moves the test clock forward, renewing memberships (a tax
      invoice by mail) or failing their renewal (card 4000 0000 0000 0341)
Both run in billing's worker, which must be running (npm start).`;

const jobId = (what) => `admin-${what}-${Date.now()}-${randomBytes(3).toString('hex')}`;

function wholeNumber(value, what, max) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${what} must be a whole number from 1 to ${max}\n${help}`);
  return n;
}

export async function run(args) {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(help);
    return;
  }
  if (command === 'reconcile') {
    const hoursAt = rest.indexOf('--hours');
    const lookbackHours = hoursAt >= 0 ? wholeNumber(rest[hoursAt + 1], '--hours', 720) : undefined;
    const result = await runBillingJob('billing.reconcile', lookbackHours ? { lookbackHours } : {}, jobId('reconcile'));
    console.log(`reconciled: ${result.checked} objects checked, ${result.repaired} repaired`);
  } else if (command === 'advance-clock') {
    const days = wholeNumber(rest[0], 'days', 400);
    const result = await runBillingJob('billing.advance-test-clock', { days }, jobId('advance-clock'));
    console.log(`test clock now at ${result.frozenTime}; renewals and their events have been sent`);
  } else {
    throw new Error(`unknown command: ${command}\n${help}`);
  }
}
