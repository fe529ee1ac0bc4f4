import fs from 'node:fs';
import path from 'node:path';

/**
 * Finds, from a service's migrations, the tables that hold a member's data, and checks each
 * against the service's `src/privacy/` code: its `export` method must read the table, and its
 * erasure (`onUserDeleted`, identity's `delete`) must delete or rewrite it, unless the service's
 * policy says why not. `personal-data.spec.ts` runs it over every service.
 */

export interface Column {
  name: string;
  type: string;
  /** The table a foreign key points to, and whether its rows go when that row goes. */
  references?: { table: string; cascade: boolean };
}

/** Tables by name, each with its columns by name, as the migrations leave them. */
export type Schema = Map<string, Map<string, Column>>;

/** What a service keeps, or leaves out of the export, on purpose: table name → why. */
export interface PrivacyPolicy {
  /** Member tables whose rows survive an erasure (stripped of the member or not), and why. */
  kept?: Record<string, string>;
  /** Member tables left out of the export, and why. */
  notExported?: Record<string, string>;
  /** Member tables missing from the export that should be in it: each a gap still to close. */
  exportGaps?: Record<string, string>;
  /** Member tables erased by a shared helper rather than a statement here: table → the helper's name. */
  erasedThrough?: Record<string, string>;
  /** Tables whose rows are a member's by a column the naming rule does not catch: table → column. */
  alsoKeyedBy?: Record<string, string>;
}

/** The privacy code of one service: the `export` methods, and everything else in `src/privacy/`. */
export interface PrivacySource {
  exportCode: string;
  erasureCode: string;
}

/** A table that holds a member's data, and the columns that say whose. */
export interface MemberTable {
  table: string;
  columns: string[];
}

/** The text between the bracket (`{` or `(`) at `open` and the one that closes it. */
function braced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{' || text[i] === '(') depth++;
    else if (text[i] === '}' || text[i] === ')') {
      depth--;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  throw new Error(`unbalanced bracket at ${open}`);
}

/**
 * Where a method's body opens, after its parameters end at `from`: past a return type, which
 * may hold braces of its own (`Promise<{ id: string }[]>`, `{ ok: boolean }`).
 */
function bodyOpen(source: string, from: number): number {
  let depth = 0;
  let typed = false;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === ':' && depth === 0 && !typed) {
      typed = true;
      let j = i + 1;
      while (/\s/.test(source[j])) j++;
      // A return type that is itself an object type: skip it whole.
      if (source[j] === '{') i = j + braced(source, j).length + 1;
      continue;
    }
    if (c === '<' || c === '(' || c === '[') depth++;
    else if ((c === '>' && source[i - 1] !== '=') || c === ')' || c === ']') depth--;
    else if (c === '{') {
      if (depth === 0) return i;
      depth++;
    } else if (c === '}') depth--;
  }
  throw new Error(`no method body after ${from}`);
}

/** The bodies of every method called `name` in a source file (not the calls of it). */
export function methodBodies(source: string, name: string): string[] {
  const bodies: string[] = [];
  const definition = new RegExp(String.raw`^[ \t]*(?:(?:public|private|protected|override|static)\s+)*(?:async\s+)?${name}\s*(?:<[^>(]*>)?\(`, 'gm');
  for (const match of source.matchAll(definition)) {
    const params = match.index + match[0].length - 1;
    const afterParams = params + braced(source, params).length + 2;
    bodies.push(braced(source, bodyOpen(source, afterParams)));
  }
  return bodies;
}

/** Splits a parenthesised list on its top-level commas. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

const name = String.raw`"?(\w+)"?`;

function parseColumn(definition: string): Column | null {
  if (/^(primary\s+key|unique|constraint|check|foreign\s+key|exclude)\b/i.test(definition)) return null;
  const match = new RegExp(String.raw`^${name}\s+([\w.]+(?:\[\])?)`, 'i').exec(definition);
  if (!match) return null;
  const column: Column = { name: match[1], type: match[2].toLowerCase() };
  const references = new RegExp(String.raw`\breferences\s+${name}`, 'i').exec(definition);
  if (references) column.references = { table: references[1], cascade: /\bon\s+delete\s+cascade\b/i.test(definition) };
  return column;
}

/** The SQL statements of a migration's `up()`: the string literals it passes, split at semicolons. */
export function statementsOf(up: string): string[] {
  const literals = [...up.matchAll(/`([^`]*)`|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  return literals.flatMap((sql) => sql.split(';')).map((s) => s.trim()).filter(Boolean);
}

/** Applies the `create table`, `alter table` and `drop table` statements of one `up()` to a schema. */
export function applyMigration(schema: Schema, up: string): void {
  for (const sql of statementsOf(up)) {
    const created = new RegExp(String.raw`^create\s+table\s+(?:if\s+not\s+exists\s+)?${name}\s*\(`, 'i').exec(sql);
    const altered = new RegExp(String.raw`^alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${name}\s+([\s\S]*)$`, 'i').exec(sql);
    const dropped = /^drop\s+table\s+(?:if\s+exists\s+)?([\s\S]*)$/i.exec(sql);
    if (created) {
      const columns = topLevelParts(braced(sql, created[0].length - 1))
        .map(parseColumn)
        .filter((c): c is Column => c !== null);
      schema.set(created[1], new Map(columns.map((c) => [c.name, c])));
    } else if (altered) {
      const table = schema.get(altered[1]) ?? new Map<string, Column>();
      schema.set(altered[1], table);
      for (const change of topLevelParts(altered[2])) {
        const added = /^add\s+column\s+(?:if\s+not\s+exists\s+)?([\s\S]*)$/i.exec(change);
        const removed = new RegExp(String.raw`^drop\s+column\s+(?:if\s+exists\s+)?${name}`, 'i').exec(change);
        const renamed = new RegExp(String.raw`^rename\s+column\s+${name}\s+to\s+${name}`, 'i').exec(change);
        const column = added ? parseColumn(added[1]) : null;
        if (column) table.set(column.name, column);
        if (removed) table.delete(removed[1]);
        const before = renamed ? table.get(renamed[1]) : undefined;
        if (renamed && before) {
          table.delete(renamed[1]);
          table.set(renamed[2], { ...before, name: renamed[2] });
        }
      }
    } else if (dropped) {
      for (const table of dropped[1].split(',')) schema.delete(table.trim().replace(/"/g, '').split(/\s/)[0]);
    }
  }
}

/** Every migration class in a source file, by name, with the body of its `up()`. */
export function migrationsIn(source: string): { name: string; up: string }[] {
  const found: { name: string; up: string }[] = [];
  for (const match of source.matchAll(/\bclass\s+(\w+)\s+extends\s+Migration\b/g)) {
    const open = source.indexOf('{', match.index + match[0].length);
    const [up = ''] = methodBodies(braced(source, open), 'up');
    found.push({ name: match[1], up });
  }
  return found;
}

/** The schema a list of migration sources builds, applied in the order of their names (their timestamps). */
export function schemaOf(sources: string[]): Schema {
  const schema: Schema = new Map();
  const migrations = sources.flatMap(migrationsIn).sort((a, b) => a.name.localeCompare(b.name));
  for (const { up } of migrations) applyMigration(schema, up);
  return schema;
}

/** Where a member is named: their id under a member's name, a staff member's `*_by`, an address. */
export function namesAMember(column: Column): boolean {
  return (
    /^(?:\w+_)?(?:user|member)_(?:id|key|digest)$/.test(column.name) ||
    /^(?:author|owner|reporter|viewer|recipient)_\w+$/.test(column.name) ||
    (column.type === 'uuid' && /_by$/.test(column.name)) ||
    /^(?:\w+_)?email$/.test(column.name) ||
    column.references?.table === 'app_user'
  );
}

/** The tables of a schema that hold a member's data, by column name or as the policy adds. */
export function memberTables(schema: Schema, alsoKeyedBy: Record<string, string> = {}): MemberTable[] {
  const found: MemberTable[] = [];
  for (const [table, columns] of schema) {
    const naming = [...columns.values()].filter(namesAMember).map((c) => c.name);
    const extra = alsoKeyedBy[table];
    if (extra && columns.has(extra) && !naming.includes(extra)) naming.push(extra);
    if (naming.length > 0) found.push({ table, columns: naming });
  }
  return found.sort((a, b) => a.table.localeCompare(b.table));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const reads = (code: string, table: string) => new RegExp(String.raw`\b(?:from|join)\s+"?${escape(table)}"?(?![\w"])`, 'i').test(code);
const writes = (code: string, table: string) =>
  new RegExp(String.raw`\b(?:delete\s+from|update)\s+"?${escape(table)}"?(?![\w"])`, 'i').test(code);

/**
 * Erasure that deletes from every table with a uuid `user_id` column, as billing-svc and
 * coach-svc do: a table added there later is erased without a new statement.
 */
const sweepsUserIdTables = (code: string) =>
  /information_schema\.columns[\s\S]*column_name\s*=\s*'user_id'/.test(code) && /delete\s+from\s+"\$\{table_name\}"/.test(code);

/**
 * What is wrong with a service's handling of its members' data: one line per table that is
 * left out of the export or the erasure without a reason in the policy, and per policy entry
 * that no longer matches the code or the migrations.
 */
export function personalDataProblems(service: string, schema: Schema, privacy: PrivacySource, policy: PrivacyPolicy = {}): string[] {
  const problems: string[] = [];
  const tables = memberTables(schema, policy.alsoKeyedBy);
  const byName = new Map(tables.map((t) => [t.table, t]));
  const sweep = sweepsUserIdTables(privacy.erasureCode);

  const erased = new Set<string>();
  for (const { table } of tables) {
    const helper = policy.erasedThrough?.[table];
    const userId = schema.get(table)?.get('user_id');
    if (
      writes(privacy.erasureCode, table) ||
      (helper !== undefined && new RegExp(String.raw`\b${escape(helper)}\s*\(`).test(privacy.erasureCode)) ||
      (sweep && userId?.type === 'uuid')
    ) {
      erased.add(table);
    }
  }
  // Rows that go with an erased row (`on delete cascade`), to any depth.
  for (let grew = true; grew; ) {
    grew = false;
    for (const { table } of tables) {
      const cascades = [...(schema.get(table)?.values() ?? [])].some((c) => c.references?.cascade && erased.has(c.references.table));
      if (!erased.has(table) && cascades) {
        erased.add(table);
        grew = true;
      }
    }
  }

  const where = `apps/${service}/src/privacy/`;
  for (const { table, columns } of tables) {
    const whose = columns.join(', ');
    const exported = reads(privacy.exportCode, table);
    const excused = policy.notExported?.[table] ?? policy.exportGaps?.[table];
    if (!exported && excused === undefined) {
      problems.push(`${service}: table ${table} (${whose}) holds a member's data but is not in the export (${where}, method export)`);
    }
    if (!erased.has(table) && policy.kept?.[table] === undefined) {
      problems.push(`${service}: table ${table} (${whose}) holds a member's data but is not erased when the member deletes their account (${where})`);
    }
  }

  const lists: [keyof PrivacyPolicy, string][] = [
    ['kept', 'kept'],
    ['notExported', 'not exported'],
    ['exportGaps', 'an export gap'],
    ['erasedThrough', 'erased through a helper'],
  ];
  for (const [list, what] of lists) {
    for (const table of Object.keys(policy[list] ?? {})) {
      if (!byName.has(table)) problems.push(`${service}: the policy lists ${table} as ${what}, but no table of that name holds a member's data`);
    }
  }
  for (const table of [...Object.keys(policy.notExported ?? {}), ...Object.keys(policy.exportGaps ?? {})]) {
    if (byName.has(table) && reads(privacy.exportCode, table)) {
      problems.push(`${service}: ${table} is exported now: take it out of the policy's notExported or exportGaps`);
    }
  }
  for (const [table, column] of Object.entries(policy.alsoKeyedBy ?? {})) {
    if (!schema.get(table)?.has(column)) problems.push(`${service}: the policy says ${table}.${column} names a member, but the migrations have no such column`);
  }
  return problems;
}

/** Every `.ts` file under a folder, tests left out. */
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !/\.(?:int-)?spec\.ts$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}

const migrationSources = (dir: string) =>
  sourceFiles(dir)
    .map((f) => fs.readFileSync(f, 'utf8'))
    .filter((text) => /\bextends\s+Migration\b/.test(text));

/** The services with a database: every `apps/<name>/src/database.ts`. */
export function servicesWithDatabase(root: string): string[] {
  return fs
    .readdirSync(path.join(root, 'apps'))
    .filter((app) => fs.existsSync(path.join(root, 'apps', app, 'src/database.ts')))
    .sort();
}

/**
 * A service's schema: its own migrations (in `src/migrations/` or, for the first, in
 * `database.ts`) after the ones every service runs from `libs/service-kit`.
 */
export function serviceSchema(root: string, service: string): Schema {
  return schemaOf([...migrationSources(path.join(root, 'libs/service-kit/src')), ...migrationSources(path.join(root, 'apps', service, 'src'))]);
}

/** A service's MikroORM entities: class name → table (`@Entity({ tableName: 'x' }) export class X`). */
function entityTables(root: string, service: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of sourceFiles(path.join(root, 'apps', service, 'src')).filter((f) => f.endsWith('.entity.ts'))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/@Entity\(\{\s*tableName:\s*'(\w+)'[^)]*\)\s*export class (\w+)/g)) tables.set(m[2], m[1]);
  }
  return tables;
}

/**
 * The ORM's calls on an entity written as the SQL they send (`nativeDelete(Completion, …)` is
 * `delete from completion`), so a service that keeps its data as entities is read like one
 * that writes SQL.
 */
function asSql(code: string, tables: Map<string, string>): string {
  return code.replace(/\b(nativeDelete|nativeUpdate|find|findOne|findAll|count|upsert|insert)\(\s*(\w+)\b/g, (call, method: string, entity: string) => {
    const table = tables.get(entity);
    if (!table) return call;
    const sql = method === 'nativeDelete' ? 'delete from' : method === 'nativeUpdate' ? 'update' : method === 'upsert' || method === 'insert' ? 'insert into' : 'from';
    return `${call} /* ${sql} ${table} */`;
  });
}

/**
 * A service's privacy code, split into its export methods and the rest. What an export method
 * calls on the privacy folder's other classes (its repository) is part of the export too.
 */
export function privacySource(root: string, service: string): PrivacySource {
  let exportCode = '';
  const rest: string[] = [];
  const tables = entityTables(root, service);
  for (const file of sourceFiles(path.join(root, 'apps', service, 'src/privacy'))) {
    let text = asSql(fs.readFileSync(file, 'utf8'), tables);
    for (const body of methodBodies(text, 'export')) {
      exportCode += `${body}\n`;
      text = text.replace(body, '');
    }
    rest.push(text);
  }
  const called = new Set([...exportCode.matchAll(/\.(\w+)\s*(?:<[^>(]*>)?\(/g)].map((m) => m[1]).filter((name) => name !== 'export'));
  let erasureCode = '';
  for (let text of rest) {
    for (const name of called) {
      for (const body of methodBodies(text, name)) {
        exportCode += `${body}\n`;
        text = text.replace(body, '');
      }
    }
    erasureCode += `${text}\n`;
  }
  return { exportCode, erasureCode };
}
