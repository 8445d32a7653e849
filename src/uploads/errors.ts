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
} as const;
