import { notFound } from "next/navigation";

/** A segment as it appears in the address bar: Next hands them over still percent-encoded. */
function asInUrl(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
}

/** Catches every path no route matches, so the unknown path is logged on the server. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  console.warn("[404] unknown path", `/${missing.map(asInUrl).join("/")}`);
  notFound();
}
