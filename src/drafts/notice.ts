/** `?cambios=` on the project form after "Publicar cambios" or "Descartar cambios": the outcome to announce. */
export const CHANGES_NOTICE_PARAM = "cambios";
export type ChangesNotice = "publicados" | "descartados";
export const parseChangesNotice = (value: unknown): ChangesNotice | null => (value === "publicados" || value === "descartados" ? value : null);

/**
 * `?copia=`: the working copy just published or discarded. The edit page keys its form with it,
 * so the form starts again from what visitors now see (a client form keeps its state otherwise).
 */
export const CHANGES_COPY_PARAM = "copia";
