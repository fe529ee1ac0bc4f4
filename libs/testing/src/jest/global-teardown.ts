import { dropTemplateDatabases } from '../infra';

/** Drops the template databases the run migrated once and cloned per test file. */
export default async function globalTeardown(): Promise<void> {
  await dropTemplateDatabases();
}
