import zlib from "node:zlib";

/**
 * A stored (uncompressed) ZIP's entries, read from its central directory as an unzip tool reads
 * them; each entry's checksum is checked against zlib's own CRC-32 (Node 20.15+), not the writer's.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("not a ZIP: no end of central directory");
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < entries; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${i}: no central directory header`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (method !== 0) throw new Error(`${name}: compressed (method ${method}), expected stored`);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: no local header`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    // An independent CRC-32 (zlib's, Node 20.15+), not the writer's own.
    const check = (zlib as { crc32?: (data: Buffer) => number }).crc32;
    if (check && check(data) !== crc) throw new Error(`${name}: CRC-32 ${check(data)} is not the stored ${crc}`);
    out.set(name, data);
    at += 46 + nameLength + extra + comment;
  }
  return out;
}
