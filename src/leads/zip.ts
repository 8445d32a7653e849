import type { Readable } from "node:stream";
import { toMadridLocal } from "@/lib/madrid-time";

/**
 * A ZIP archive written as a stream, entries stored as they are (no compression: the photos are
 * already compressed and the JSON is small). Each entry's checksum and size follow its data (a
 * data descriptor), so a file is copied from storage chunk by chunk and never held whole. No
 * ZIP64: an export is one person's enquiries, far below 4 GB and 65,535 entries (refused beyond).
 */

export type ZipEntry = { name: string; data: Buffer | (() => Promise<Readable | null>) };

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (the ZIP's), continued from `crc` over `chunk`. */
export function crc32(chunk: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < chunk.length; i++) c = CRC_TABLE[(c ^ chunk[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** MS-DOS date and time, on Madrid's wall clock (a ZIP has no time zone; the person is in Spain). */
function dosDateTime(at: Date): { date: number; time: number } {
  const { date, time } = toMadridLocal(at);
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  return { date: ((Math.max(y, 1980) - 1980) << 9) | (mo << 5) | d, time: (h << 11) | (mi << 5) };
}

/** Bit 3: sizes and checksum in a data descriptor after the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const VERSION = 20;
const MAX_32 = 0xffffffff;

type Written = { name: Buffer; crc: number; size: number; offset: number };

/** The archive's bytes, entry by entry: a missing file (`data` answering null) is left out. */
export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, at: Date = new Date()): AsyncGenerator<Buffer> {
  const { date, time } = dosDateTime(at);
  const done: Written[] = [];
  let offset = 0;
  const out = (chunk: Buffer) => {
    offset += chunk.length;
    if (offset > MAX_32) throw new Error("ZIP export larger than 4 GB");
    return chunk;
  };
  for await (const entry of entries) {
    const body = Buffer.isBuffer(entry.data) ? entry.data : await entry.data();
    if (body === null) continue;
    if (done.length === 0xffff) throw new Error("ZIP export with more than 65,535 entries");
    const name = Buffer.from(entry.name, "utf8");
    const start = offset;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // 14–25: checksum and sizes, in the descriptor; 28: no extra field.
    local.writeUInt16LE(name.length, 26);
    yield out(Buffer.concat([local, name]));
    let crc = 0;
    let size = 0;
    const chunks: AsyncIterable<Buffer> | Buffer[] = Buffer.isBuffer(body) ? [body] : body;
    for await (const chunk of chunks) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      crc = crc32(bytes, crc);
      size += bytes.length;
      yield out(bytes);
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield out(descriptor);
    done.push({ name, crc, size, offset: start });
  }
  const directoryStart = offset;
  for (const entry of done) {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.size, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    // 30–41: no extra field, comment, disk number or attributes.
    header.writeUInt32LE(entry.offset, 42);
    yield out(Buffer.concat([header, entry.name]));
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(done.length, 8);
  end.writeUInt16LE(done.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  yield end;
}

/** The generator as a web stream for a Response: pulled as the client reads, so a slow download holds one chunk at a time. */
export function zipResponseBody(chunks: AsyncGenerator<Buffer>, onError: (err: unknown) => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } catch (err) {
        onError(err);
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
