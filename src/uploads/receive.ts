import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { t } from "@/i18n/current";
import { UploadError } from "./errors";
import { declaredLength, MAX_REQUEST_BYTES, MAX_UPLOAD_BYTES, requestTooLarge } from "./limits";
import { uploadMessages } from "./messages";
import { parseUploadTarget, resolveTarget, type ResolvedTarget, type UploadTarget } from "./targets";

/** What the caller does with the file while the form streams in. */
export type FileHandler<T> = (target: ResolvedTarget, file: Readable) => Promise<T>;

export type Received<T> = { target: ResolvedTarget; value: T };

/**
 * Streams a multipart upload: the `target` field (JSON, sent before the file), then one
 * `file` part handed to `onFile` as a stream. Nothing is buffered here; limits are checked
 * on Content-Length up front and on the bytes actually received.
 *
 * On a refusal the rest of the body is read and discarded (up to the largest allowed
 * request) before the error is thrown, so the client gets the response instead of a reset.
 * `onFile` must undo what it stored when the upload fails after it finished (`cleanup`).
 */
export function receiveUpload<T>(
  request: Request,
  onFile: FileHandler<T>,
  cleanup: (value: T) => Promise<void> = async () => {},
  allowed: (target: UploadTarget) => boolean = () => true,
): Promise<Received<T>> {
  // Read now, in the request's language: the parser's events below may run outside its context.
  const m = t(uploadMessages);
  const tooLarge = (kind: "image" | "video") => (kind === "image" ? m.imageTooLarge : m.videoTooLarge);
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return Promise.reject(new UploadError(415, m.notMultipart));
  if (!request.body) return Promise.reject(new UploadError(400, m.missingFile));
  const length = declaredLength(request.headers.get("content-length"));
  // Larger than any upload may be: refused before a byte is read.
  if (requestTooLarge(length, "video")) return Promise.reject(new UploadError(413, tooLarge("video")));

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // One byte over the video limit so storage sees (and refuses) an oversized file.
      limits: { files: 1, fields: 4, parts: 6, fieldSize: 4096, fileSize: MAX_UPLOAD_BYTES.video + 1, headerPairs: 20 },
    });
  } catch {
    return Promise.reject(new UploadError(400, m.badRequest));
  }
  const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);

  return new Promise<Received<T>>((resolve, reject) => {
    let target: ResolvedTarget | null = null;
    let pending: Promise<T> | null = null;
    let failure: Error | null = null;
    let sourceDone = false;
    let parsed = false;
    let received = 0;

    let settled = false;
    const settleFailure = () => {
      if (!failure || !sourceDone || settled) return;
      settled = true;
      const error = failure;
      // Whatever the handler stored before the failure is removed.
      if (pending)
        pending
          .then(cleanup, () => {})
          .catch(() => {})
          .finally(() => reject(error));
      else reject(error);
    };

    const fail = (err: Error) => {
      if (failure) return;
      failure = err;
      parser.destroy();
      source.resume(); // discard the rest
      settleFailure();
    };

    const succeed = async () => {
      if (failure) return;
      if (!pending || !target) return fail(new UploadError(400, m.missingFile));
      try {
        resolve({ target, value: await pending });
      } catch (err) {
        reject(err);
      }
    };

    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_REQUEST_BYTES) {
        // Past anything we accept, even when discarding: cut the connection.
        fail(new UploadError(413, tooLarge(target?.media ?? "video")));
        source.destroy();
        return;
      }
      if (failure) return;
      // Writing parses synchronously: a refusal may happen inside this call.
      if (!parser.write(chunk) && !failure) {
        source.pause();
        parser.once("drain", () => {
          if (!failure) source.resume();
        });
      }
    });
    source.on("end", () => {
      sourceDone = true;
      if (failure) settleFailure();
      else parser.end();
    });
    source.on("close", () => {
      if (!sourceDone) {
        sourceDone = true;
        fail(new UploadError(400, m.interrupted));
        settleFailure();
      }
    });
    source.on("error", () => {}); // "close" follows

    parser.on("field", (name, value) => {
      if (name !== "target" || target) return;
      const parsedTarget = parseUploadTarget(value);
      if (!parsedTarget) return fail(new UploadError(400, m.invalidTarget));
      // The person's role may allow some targets and not others (a logo is a setting).
      if (!allowed(parsedTarget)) return fail(new UploadError(403, m.forbiddenTarget));
      target = resolveTarget(parsedTarget);
      if (requestTooLarge(length, target.media)) fail(new UploadError(413, tooLarge(target.media)));
    });
    parser.on("file", (name, file) => {
      const wanted = !failure && name === "file" && !pending;
      if (!wanted || !target) {
        // Discarded. Destroying the parser on a refusal ends an open file stream with an error
        // ("Unexpected end of file"): without a listener that error is thrown in the process.
        file.on("error", () => {});
        file.resume();
        if (wanted) fail(new UploadError(400, m.targetAfterFile));
        return;
      }
      pending = onFile(target, file);
      pending.catch((err: Error) => fail(err));
    });
    parser.on("error", () => fail(new UploadError(400, m.badRequest)));
    parser.on("close", () => {
      if (parsed) return;
      parsed = true;
      void succeed();
    });
  });
}
