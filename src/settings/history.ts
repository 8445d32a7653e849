import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { settingsRevisions, siteSettings, SITE_SETTINGS_ID, user } from "@/db/schema";
import { changedFields } from "@/lib/changed-fields";
import { SETTINGS_SNAPSHOT_COLUMNS, SETTINGS_SNAPSHOT_KEYS, type SettingsSnapshotKey } from "./columns";

/** How many saves the history keeps; an older one goes when a new one comes. */
export const SETTINGS_HISTORY_LIMIT = 20;

export type SettingsSnapshot = Partial<Record<SettingsSnapshotKey, unknown>>;
/** Who saved, and for a "Restaurar" the date of the version brought back. */
export type RevisionAuthor = { userId: string; restoredFrom?: Date };

export type SettingsRevisionRow = {
  id: string;
  createdAt: Date;
  changed: SettingsSnapshotKey[];
  restoredFrom: Date | null;
  /** The person's name, null once their account is gone. */
  author: string | null;
};
export type SettingsRevision = SettingsRevisionRow & { snapshot: SettingsSnapshot };

/** The settings as the form shows them now (null before the first save); `lock` holds the row for a write. */
export async function settingsSnapshot(db: Queryable, { lock = false } = {}): Promise<SettingsSnapshot | null> {
  const query = db.select(SETTINGS_SNAPSHOT_COLUMNS).from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * Keeps the settings as they are now, after a save that started from `previous`, with the fields
 * it changed. A save that changed nothing adds nothing. Older versions beyond the limit go in the
 * same transaction, so the table never holds more than the limit and one.
 */
export async function recordSettingsRevision(tx: Queryable, previous: SettingsSnapshot | null, author: RevisionAuthor): Promise<void> {
  const now = await settingsSnapshot(tx);
  if (!now) return;
  const changed = changedFields(SETTINGS_SNAPSHOT_KEYS, previous, now);
  if (previous && changed.length === 0) return;
  await tx.insert(settingsRevisions).values({ snapshot: now, changed, createdBy: author.userId, restoredFrom: author.restoredFrom ?? null });
  await tx.execute(sql`
    delete from ${settingsRevisions}
    where ${settingsRevisions.id} not in (
      select ${settingsRevisions.id} from ${settingsRevisions}
      order by ${settingsRevisions.createdAt} desc, ${settingsRevisions.id} desc
      limit ${SETTINGS_HISTORY_LIMIT}
    )`);
}

const rowColumns = {
  id: settingsRevisions.id,
  createdAt: settingsRevisions.createdAt,
  changed: settingsRevisions.changed,
  restoredFrom: settingsRevisions.restoredFrom,
  author: user.name,
};

const known = (keys: string[]) => keys.filter((key): key is SettingsSnapshotKey => (SETTINGS_SNAPSHOT_KEYS as string[]).includes(key));

/** The kept saves, newest first (at most the limit: the list needs no pages). */
export async function listSettingsRevisions(db: Queryable): Promise<SettingsRevisionRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(settingsRevisions)
    .leftJoin(user, eq(user.id, settingsRevisions.createdBy))
    .orderBy(desc(settingsRevisions.createdAt), desc(settingsRevisions.id))
    .limit(SETTINGS_HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, changed: known(row.changed) }));
}

export async function findSettingsRevision(db: Queryable, id: string): Promise<SettingsRevision | null> {
  const [row] = await db
    .select({ ...rowColumns, snapshot: settingsRevisions.snapshot })
    .from(settingsRevisions)
    .leftJoin(user, eq(user.id, settingsRevisions.createdBy))
    .where(eq(settingsRevisions.id, id));
  return row ? { ...row, changed: known(row.changed) } : null;
}
