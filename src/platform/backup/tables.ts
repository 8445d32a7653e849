import { sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";

/** Rows of a raw query, whichever driver (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The application's tables (schema `public`), parents before children, so that inserting in
 * this order never breaks a foreign key. Read from the catalogue rather than listed by hand:
 * a table added by a later migration is backed up without anyone remembering to add it here.
 */
export async function tablesInDependencyOrder(db: Queryable): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);

  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents.keys()].filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error("Circular foreign keys between tables: cannot order the backup.");
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/**
 * Per table, its columns that reference the table itself (a project's working copy names its
 * project). The backup writes the rows where they are null first, so a restore, which inserts in
 * batches checked one by one, inserts a referenced row before the rows that reference it (one
 * level deep: a working copy is never referenced in turn).
 */
export async function selfReferences(db: Queryable): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ name: string; column: string }>(
    db,
    sql`select c.relname as name, a.attname as column from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid = k.confrelid`,
  );
  const columns = new Map<string, string[]>();
  for (const { name, column } of rows) columns.set(name, [...(columns.get(name) ?? []), column]);
  return columns;
}

/** `"name"` for SQL; table names come from the catalogue, but quoting keeps odd names safe. */
export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** The serial/identity sequences, with the column they feed, to reset after a restore. */
export async function ownedSequences(db: Queryable) {
  return rowsOf<{ table: string; column: string; sequence: string }>(
    db,
    sql`select t.relname as "table", a.attname as "column", s.relname as "sequence"
        from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public'`,
  );
}

/** Migrations applied to this database (drizzle's bookkeeping table), to refuse restoring across versions. */
export async function appliedMigrations(db: Queryable): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}
