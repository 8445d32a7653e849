/**
 * The key every per-client limit and counter is kept under: the client's address as the server
 * vouches for it (src/server/client-address.ts writes it into x-forwarded-for), with an IPv6
 * address grouped by its /64 prefix. An ordinary IPv6 client holds a whole /64 and can rotate
 * through it freely, so counting each full address would let it dodge every limit; an IPv4
 * address (also when written IPv4-mapped, ::ffff:a.b.c.d) is one client.
 */
export function clientKey(headers: Headers): string {
  return addressKey(headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "");
}

/** `address` as a limit key: IPv4 unchanged, IPv6 as `<first four groups>::/64`, anything else as given or "unknown". */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!bare) return "unknown";
  if (!bare.includes(":")) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return bare;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 read), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    text = `${text.slice(0, dotted.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}
