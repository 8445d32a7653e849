import { notFound } from "next/navigation";

/** Catches every path no route matches, so the unknown path is logged on the server. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  console.warn("[404] unknown path", `/${missing.map(encodeURIComponent).join("/")}`);
  notFound();
}
