/**
 * Query parameters that carry a form's answer back to a page posted without JavaScript: what was
 * done (`aviso`), what failed (`fallo`), the question still open (`eliminar`). They describe one
 * moment, so no link or search from that page carries them on.
 */
export const ANSWER_PARAMS: readonly string[] = ["aviso", "fallo", "eliminar"];
