import { format, parseISO } from "date-fns";
import { es } from "date-fns/locale";

/** dd/MM/yyyy in the Spanish locale, as every screen of the spec shows dates. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? "" : format(date, "dd/MM/yyyy", { locale: es });
}
