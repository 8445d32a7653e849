/** A refusal with its HTTP status and the message shown to the admin (./messages.ts, in their language). */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** A full disk (or quota) anywhere in the error's cause chain. */
export function isOutOfSpace(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "ENOSPC" || code === "EDQUOT") return true;
  }
  return false;
}
