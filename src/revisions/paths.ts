/** The project's history pages, and the answer a restore comes back to the project's form with. */
export const projectHistoryPath = (projectId: string) => `/admin/projects/${projectId}/history`;
export const projectRevisionPath = (projectId: string, revisionId: string) => `${projectHistoryPath(projectId)}/${revisionId}`;

/** `?historial=` on the project's form after "Restaurar". */
export const HISTORY_ANSWER_PARAM = "historial";
/** `?version=`: a fresh key per restore, so the form starts again from what was restored. */
export const HISTORY_KEY_PARAM = "version";

export const HISTORY_ANSWERS = ["restaurada", "slug-conservado", "error"] as const;
export type HistoryAnswer = (typeof HISTORY_ANSWERS)[number];

export const parseHistoryAnswer = (value: unknown): HistoryAnswer | null =>
  typeof value === "string" && (HISTORY_ANSWERS as readonly string[]).includes(value) ? (value as HistoryAnswer) : null;

/** The project's form with a restore's answer: a success at the top, where "Publicar cambios" is; a failure at the history. */
export function historyAnswer(projectId: string, answer: HistoryAnswer, key?: string): string {
  const query = `${HISTORY_ANSWER_PARAM}=${answer}${key ? `&${HISTORY_KEY_PARAM}=${key}` : ""}`;
  return `/admin/projects/${projectId}/edit?${query}${answer === "error" ? "#project-history" : ""}`;
}
