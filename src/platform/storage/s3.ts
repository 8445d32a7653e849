import { Readable, pipeline } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { asBuffer, byteCounter, toReadable } from "./body";
import { assertValidKey, contentTypeForKey, mediaUrl } from "./keys";
import {
  RangeNotSatisfiableError,
  StorageLimitError,
  type ByteRange,
  type ListedObject,
  type ObjectInfo,
  type PutOptions,
  type Storage,
  type StorageBody,
  type StoredObject,
} from "./types";

export type S3StorageOptions = {
  bucket: string;
  /** For S3-compatible services (MinIO, R2, B2, …); omit for AWS S3. */
  endpoint?: string;
  /** Default `us-east-1`. */
  region?: string;
  /** Omit to use the SDK's default chain (env, shared config, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name. Default: true when `endpoint` is set. */
  forcePathStyle?: boolean;
  /**
   * When set, `urlFor(key)` is `${publicBaseUrl}/${key}` (a CDN or public bucket). Otherwise
   * URLs stay `/media/${key}` and the app streams the object from the bucket.
   */
  publicBaseUrl?: string;
  /** Multipart part size; S3's minimum (5 MiB) by default. */
  partSize?: number;
};

/** Bodies are sent in parts of this size, at most this many in flight: memory is bounded. */
const MIN_PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** Keys are random and never rewritten (see the /media route). */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function isMissing(err: unknown): boolean {
  const name = (err as Error)?.name;
  return statusOf(err) === 404 || name === "NoSuchKey" || name === "NotFound";
}

/** `bytes 2-5/26` → the range actually sent and the object's total size. */
function parseContentRange(header: string | undefined): { range: ByteRange; size: number } | null {
  const match = header && /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim());
  if (!match) return null;
  return { range: { start: Number(match[1]), end: Number(match[2]) }, size: Number(match[3]) };
}

/**
 * Objects in one bucket of any S3-compatible service, one per key. Uploads stream through
 * the multipart API (a few parts in memory at most); S3 makes an object visible only once
 * the upload completes, so a reader never sees a half-written object.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const customEndpoint = !!options.endpoint;
  const client = new S3Client({
    region: options.region || "us-east-1",
    endpoint: options.endpoint || undefined,
    forcePathStyle: options.forcePathStyle ?? customEndpoint,
    credentials: options.credentials,
    // Many S3-compatible services reject or mishandle the SDK's default CRC32 checksums.
    ...(customEndpoint && {
      requestChecksumCalculation: "WHEN_REQUIRED" as const,
      responseChecksumValidation: "WHEN_REQUIRED" as const,
    }),
  });
  const partSize = Math.max(options.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);
  const publicBase = options.publicBaseUrl?.replace(/\/+$/, "");

  function urlFor(key: string): string {
    if (!publicBase) return mediaUrl(key);
    return `${publicBase}/${assertValidKey(key).split("/").map(encodeURIComponent).join("/")}`;
  }

  async function stat(key: string): Promise<ObjectInfo | null> {
    assertValidKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      // Served with the type its extension implies, like the disk driver (see contentTypeForKey).
      return { size: head.ContentLength ?? 0, contentType: contentTypeForKey(key) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function unsatisfiable(key: string): Promise<null> {
    const info = await stat(key);
    if (!info) return null;
    throw new RangeNotSatisfiableError(info.size);
  }

  return {
    urlFor,

    async put(key: string, body: StorageBody, putOptions: PutOptions) {
      assertValidKey(key);
      const { maxBytes } = putOptions;
      const counted = byteCounter(maxBytes);
      let source: Buffer | Readable;
      if (body instanceof Uint8Array) {
        source = asBuffer(body);
        if (maxBytes !== undefined && source.byteLength > maxBytes) throw new StorageLimitError(maxBytes);
      } else {
        // Errors of the source reach the upload through the counter; the upload reports them.
        source = pipeline(toReadable(body), counted.counter, () => {});
      }

      const upload = new Upload({
        client,
        partSize,
        queueSize: PARTS_IN_FLIGHT,
        // Abort the multipart upload on failure so no parts linger (where the service allows).
        leavePartsOnError: false,
        params: {
          Bucket: bucket,
          Key: key,
          Body: source,
          // What /media would answer for this key, so a public bucket or CDN serves the same.
          ContentType: contentTypeForKey(key),
          CacheControl: CACHE_CONTROL,
        },
      });
      try {
        await upload.done();
      } catch (err) {
        if (source instanceof Readable) source.destroy();
        // The failed abort of a multipart upload must not hide the reason it was stopped.
        if (counted.exceeded() && maxBytes !== undefined) throw new StorageLimitError(maxBytes);
        throw err;
      }
      return { key, url: urlFor(key), bytes: Buffer.isBuffer(source) ? source.byteLength : counted.bytes() };
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      assertValidKey(key);
      if (range && (range.start < 0 || range.start > range.end)) return unsatisfiable(key);
      let response: GetObjectCommandOutput;
      try {
        response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }));
      } catch (err) {
        if (isMissing(err)) return null;
        if (range && statusOf(err) === 416) return unsatisfiable(key);
        throw err;
      }
      const stream = response.Body;
      if (!(stream instanceof Readable)) throw new Error("S3 storage: the response body is not a Node stream.");
      const contentType = contentTypeForKey(key);
      if (!range) return { stream, size: response.ContentLength ?? 0, contentType };
      const sent = parseContentRange(response.ContentRange);
      // A service that ignores Range answers 200 with the whole object: a valid answer too.
      if (!sent) return { stream, size: response.ContentLength ?? 0, contentType };
      return { stream, size: sent.size, contentType, range: sent.range };
    },

    stat,

    async delete(key: string) {
      assertValidKey(key);
      // S3 answers 204 for a missing key too: idempotent by nature.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async exists(key: string) {
      return (await stat(key)) !== null;
    },

    async list(prefix: string): Promise<ListedObject[]> {
      const out: ListedObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          out.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },

    async copy(from: string, to: string) {
      assertValidKey(from);
      assertValidKey(to);
      const source = `${bucket}/${from.split("/").map(encodeURIComponent).join("/")}`;
      // Metadata (type, caching) travels with the object.
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: source, MetadataDirective: "COPY" }));
    },
  };
}
