import type { AdminProjectRow } from "@/projects/admin-queries";

/** Lowercase without accents: "Galicia" finds "galícia", "a coruña" finds "A Coruna". */
const fold = (text: string | null) => (text ?? "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase("es");

/** The spec's list search: case-insensitive substring of title, category or location. */
export function matchesSearch(row: Pick<AdminProjectRow, "title" | "category" | "location">, query: string): boolean {
  const q = fold(query.trim());
  return !q || [row.title, row.category, row.location].some((field) => fold(field).includes(q));
}
