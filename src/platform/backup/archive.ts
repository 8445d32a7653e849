import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { Db, Queryable } from "@/db/client";
import { contentTypeForKey, type Storage } from "@/platform/storage";
import { appliedMigrations, ident, ownedSequences, rowsOf, selfReferences, tablesInDependencyOrder } from "./tables";

/**
 * One archive (`.tar.gz`) holding the whole product state: every row of every application
 * table as JSON lines, and every stored file. Logical rather than a copy of the database
 * files, so the same archive restores onto PGlite or PostgreSQL (and moves a site between them).
 */

export const BACKUP_FORMAT = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  source: "pglite" | "postgres";
  /** Migrations applied to the source: a restore needs the same schema. */
  migrations: number;
  tables: Record<string, { rows: number; sha256: string }>;
  files: { key: string; bytes: number; sha256: string }[];
};

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

const INSERT_BATCH = 500;
const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

async function insertableColumns(db: Queryable, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((r) => r.name);
}

type BackupInput = {
  db: Db;
  source: BackupManifest["source"];
  storage: Storage;
  /** Every stored key to include. */
  keys: AsyncIterable<string> | Iterable<string>;
  outFile: string;
  now?: Date;
};

/** Writes the archive to `outFile` (through a temporary name: a failed backup leaves nothing that looks complete). */
export async function createBackup({ db, source, storage, keys, outFile, now = new Date() }: BackupInput): Promise<BackupManifest> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "backup-"));
  try {
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: now.toISOString(), source, migrations: 0, tables: {}, files: [] };
    await fsp.mkdir(path.join(staging, "db"));
    // One snapshot: rows written while the backup runs are either all in it or all out of it.
    await db.transaction(
      async (tx) => {
        manifest.migrations = await appliedMigrations(tx);
        const selfReferencing = await selfReferences(tx);
        for (const table of await tablesInDependencyOrder(tx)) {
          const referencedFirst = (selfReferencing.get(table) ?? []).map((column) => sql`t.${ident(column)} is not null`);
          const order = referencedFirst.length ? sql` order by ${sql.join(referencedFirst, sql`, `)}` : sql``;
          const rows = await rowsOf<{ j: string }>(tx, sql`select row_to_json(t)::text as j from ${ident(table)} t${order}`);
          const text = rows.map((r) => r.j + "\n").join("");
          await fsp.writeFile(path.join(staging, "db", `${table}.jsonl`), text);
          manifest.tables[table] = { rows: rows.length, sha256: sha256(text) };
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    for await (const key of keys) {
      const object = await storage.get(key);
      if (!object) continue; // deleted since it was listed
      const target = path.join(staging, "files", ...key.split("/"));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const hash = createHash("sha256");
      object.stream.on("data", (chunk: Buffer) => hash.update(chunk));
      await pipeline(object.stream, fs.createWriteStream(target));
      manifest.files.push({ key, bytes: object.size, sha256: hash.digest("hex") });
    }

    await fsp.writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    await fsp.mkdir(path.dirname(path.resolve(outFile)), { recursive: true });
    const partial = `${outFile}.part`;
    const entries = ["manifest.json", "db", ...(manifest.files.length ? ["files"] : [])];
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await fsp.rename(partial, outFile);
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

type RestoreInput = {
  db: Db;
  storage: Storage;
  archive: string;
  /** Replace existing content; without it a database holding projects or users is refused. */
  force?: boolean;
};

async function hasContent(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select (select count(*) from projects) + (select count(*) from "user") + (select count(*) from contact_messages) as n`,
  );
  return Number(row?.n ?? 0) > 0;
}

/** Unpacks `archive` into the (migrated) database and the storage; all rows in one transaction. */
export async function restoreBackup({ db, storage, archive, force = false }: RestoreInput): Promise<BackupManifest> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "restore-"));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifest = JSON.parse(await fsp.readFile(path.join(staging, "manifest.json"), "utf8")) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`Unknown backup format ${manifest.format}.`);

    const migrations = await appliedMigrations(db);
    if (migrations !== manifest.migrations) {
      throw new BackupError(
        `The backup was taken with ${manifest.migrations} migrations applied; this installation has ${migrations}. Restore it with the same version of the application.`,
      );
    }
    if (!force && (await hasContent(db))) {
      throw new BackupError("The target database already has content (projects, users or messages). Use --force to replace it.");
    }

    const tables = await tablesInDependencyOrder(db);
    const unknown = Object.keys(manifest.tables).filter((t) => !tables.includes(t));
    if (unknown.length) throw new BackupError(`The backup has tables this installation lacks: ${unknown.join(", ")}.`);

    const data = new Map<string, string>();
    for (const table of Object.keys(manifest.tables)) {
      const text = await fsp.readFile(path.join(staging, "db", `${table}.jsonl`), "utf8");
      if (sha256(text) !== manifest.tables[table].sha256) throw new BackupError(`The backup is damaged: ${table} does not match its checksum.`);
      data.set(table, text);
    }

    // Files first: if this fails the database is untouched; extra files are harmless.
    for (const file of manifest.files) {
      const local = path.join(staging, "files", ...file.key.split("/"));
      const hash = createHash("sha256");
      for await (const chunk of fs.createReadStream(local)) hash.update(chunk as Buffer);
      if (hash.digest("hex") !== file.sha256) throw new BackupError(`The backup is damaged: ${file.key} does not match its checksum.`);
      await storage.put(file.key, fs.createReadStream(local), { contentType: contentTypeForKey(file.key) });
    }

    await db.transaction(async (tx) => {
      await tx.execute(sql`truncate table ${sql.join(tables.map(ident), sql`, `)} restart identity cascade`);
      for (const table of tables) {
        const lines = (data.get(table) ?? "").split("\n").filter(Boolean);
        const columns = sql.join((await insertableColumns(tx, table)).map(ident), sql`, `);
        for (let i = 0; i < lines.length; i += INSERT_BATCH) {
          const batch = `[${lines.slice(i, i + INSERT_BATCH).join(",")}]`;
          await tx.execute(sql`insert into ${ident(table)} (${columns}) select ${columns} from json_populate_recordset(null::${ident(table)}, ${batch}::json)`);
        }
      }
      // Serial columns continue after the restored rows, not from 1.
      for (const { table, column, sequence } of await ownedSequences(tx)) {
        await tx.execute(
          sql`select setval(${`public."${sequence.replaceAll('"', '""')}"`}, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`,
        );
      }
    });
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
