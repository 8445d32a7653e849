/** A refusal with its HTTP status and the Spanish message shown to the admin. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export const UPLOAD_MESSAGES = {
  badRequest: "La solicitud de subida no es válida.",
  notMultipart: "La subida debe enviarse como multipart/form-data.",
  missingFile: "No se ha enviado ningún archivo.",
  targetAfterFile: "El campo «target» debe enviarse antes que el archivo.",
  interrupted: "La subida se interrumpió. Inténtelo de nuevo.",
  crossSite: "Origen de la solicitud no permitido.",
  failed: "No se pudo subir el archivo. Inténtelo de nuevo.",
  noSpace: "El servidor no tiene espacio libre para guardar el archivo. Avise a quien mantiene el servidor; lo ya guardado no se ha perdido.",
} as const;

/** A full disk (or quota) anywhere in the error's cause chain. */
export function isOutOfSpace(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "ENOSPC" || code === "EDQUOT") return true;
  }
  return false;
}
