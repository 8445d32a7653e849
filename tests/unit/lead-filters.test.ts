import { describe, expect, it } from "vitest";
import { filterParams, hasFilters, NO_FILTERS, parseLeadFilters } from "@/leads/filters";
import { parseFailure, parseNotice } from "@/leads/paths";

describe("the pipeline's filters in the address", () => {
  it("reads known stages, sources, days, an assignee and the text; ignores anything else", () => {
    expect(
      parseLeadFilters({ etapa: "visita", origen: "whatsapp", responsable: "mine", desde: "2026-05-01", hasta: "2026-05-31", q: "  Begoña   Iglesias " }),
    ).toEqual({
      stage: "visita",
      source: "whatsapp",
      assignee: "mine",
      from: "2026-05-01",
      to: "2026-05-31",
      q: "Begoña Iglesias",
      overdue: false,
    });
    expect(parseLeadFilters({ vencidas: "1" }).overdue).toBe(true);
    expect(parseLeadFilters({ vencidas: "si" }).overdue).toBe(false);
    expect(parseLeadFilters({ etapa: "firmado", origen: ["form", "quote"], responsable: "a b;drop", desde: "1/5/2026", hasta: "", q: undefined })).toEqual({
      ...NO_FILTERS,
      source: "form",
    });
  });

  it("writes back only what is set", () => {
    expect(filterParams({ ...NO_FILTERS, stage: "ganado", q: "x" })).toEqual({
      etapa: "ganado",
      origen: undefined,
      responsable: undefined,
      desde: undefined,
      hasta: undefined,
      q: "x",
      vencidas: undefined,
    });
    expect(filterParams({ ...NO_FILTERS, overdue: true }).vencidas).toBe("1");
  });

  it("tell an empty pipeline from a filter that matches nothing", () => {
    expect(hasFilters(parseLeadFilters({}))).toBe(false);
    expect(hasFilters(parseLeadFilters({ etapa: "firmado", q: "   " }))).toBe(false);
    expect(hasFilters(parseLeadFilters({ vencidas: "1" }))).toBe(true);
    expect(hasFilters(parseLeadFilters({ q: "Begoña" }))).toBe(true);
  });

  it("knows the notices and failures a post comes back with, and nothing else", () => {
    expect(parseNotice("stage")).toBe("stage");
    expect(parseNotice("<script>")).toBeNull();
    expect(parseFailure("reason")).toBe("reason");
    expect(parseFailure(undefined)).toBeNull();
  });
});
