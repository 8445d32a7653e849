import { Column, getTableColumns, is, SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { PG, pgError } from "./errors";
import * as schema from "./schema";

/** What was wrong with a field, as far as the database can say. */
export type FieldProblem = "taken" | "required" | "missing-reference" | "invalid" | "too-long";
export type DatabaseFieldError = { field: string; problem: FieldProblem };

type TableFields = { byColumn: Map<string, string> };
type ConstraintField = { table: string; field: string; foreignKey: boolean };

/** Field names are the schema's property names (`categoryId`), which are also the forms'. */
let known: { tables: Map<string, TableFields>; constraints: Map<string, ConstraintField> } | undefined;

function columnsIn(sql: SQL): Column[] {
  return sql.queryChunks.flatMap((chunk) => (is(chunk, Column) ? [chunk] : is(chunk, SQL) ? columnsIn(chunk) : []));
}

/** Every constraint and index of the schema, by name, with the field it guards; read once. */
function catalogue() {
  if (known) return known;
  const tables = new Map<string, TableFields>();
  const constraints = new Map<string, ConstraintField>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    const byColumn = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
    tables.set(config.name, { byColumn });
    const add = (constraint: string | undefined, columns: readonly { name: string }[], foreignKey = false) => {
      const field = columns[0] && byColumn.get(columns[0].name);
      if (constraint && field) constraints.set(constraint, { table: config.name, field, foreignKey });
    };
    for (const index of config.indexes) add(index.config.name, index.config.columns as { name: string }[]);
    for (const unique of config.uniqueConstraints) add(unique.getName(), unique.columns);
    for (const key of config.foreignKeys) add(key.getName(), key.reference().columns, true);
    for (const check of config.checks) add(check.name, columnsIn(check.value));
    for (const column of config.columns) {
      if (column.isUnique && column.uniqueName) add(column.uniqueName, [column]);
      if (column.primary) add(`${config.name}_pkey`, [column]);
    }
  }
  known = { tables, constraints };
  return known;
}

/**
 * The form field a failed write is about, when PostgreSQL's error names it: a unique value
 * already taken, a required value missing, a reference to a row that is gone, a value a check
 * refuses, or a value too long for its index. Undefined for anything else (the caller answers
 * with its general message). Only names are read from the error, never the values it quotes.
 */
export function fieldOfDatabaseError(err: unknown): DatabaseFieldError | undefined {
  const info = pgError(err);
  if (!info) return undefined;
  const { tables, constraints } = catalogue();
  const byConstraint = info.constraint ? constraints.get(info.constraint) : undefined;
  switch (info.code) {
    case PG.uniqueViolation:
      return byConstraint && { field: byConstraint.field, problem: "taken" };
    case PG.foreignKeyViolation:
      // Reported on the referencing table when the row written points nowhere; on the referenced
      // table when a delete is refused (PostgreSQL 17 and older), which is the domain's to explain.
      return byConstraint?.foreignKey && info.table === byConstraint.table ? { field: byConstraint.field, problem: "missing-reference" } : undefined;
    case PG.checkViolation:
      return byConstraint && { field: byConstraint.field, problem: "invalid" };
    case PG.notNullViolation: {
      const field = info.table && info.column ? tables.get(info.table)?.byColumn.get(info.column) : undefined;
      return field ? { field, problem: "required" } : undefined;
    }
    case PG.programLimitExceeded: {
      // "index row size … exceeds … for index "projects_slug_key"": the value is too long to index.
      const index = info.message?.match(/for index "([^"]+)"/)?.[1];
      const found = index ? constraints.get(index) : undefined;
      return found && { field: found.field, problem: "too-long" };
    }
    default:
      return undefined;
  }
}
