import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/dates";

describe("formatDate", () => {
  it("shows stored yyyy-MM-dd dates as dd/MM/yyyy without shifting the day", () => {
    expect(formatDate("2024-03-05")).toBe("05/03/2024");
    expect(formatDate("2023-12-31")).toBe("31/12/2023");
  });
  it("formats Date objects and ignores empty or invalid values", () => {
    expect(formatDate(new Date(2025, 0, 9))).toBe("09/01/2025");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});
