import { randomBytes } from 'node:crypto';

/** One id per integration run: the template databases of this run are named by it. */
export default function globalSetup(): void {
  process.env.KIIN_TEST_RUN ??= `r${randomBytes(4).toString('hex')}`;
}
