import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "@/lib/dates";

describe("formatDate", () => {
  it("shows stored yyyy-MM-dd dates as dd/MM/yyyy without shifting the day", () => {
    expect(formatDate("2024-03-05")).toBe("05/03/2024");
    expect(formatDate("2023-12-31")).toBe("31/12/2023");
  });
  it("puts an instant on Madrid's calendar, whatever the server's time zone", () => {
    // 23:30 UTC in winter is already the next day in Madrid (UTC+1); in summer 22:30 UTC is (UTC+2).
    expect(formatDate(new Date("2025-01-08T23:30:00Z"))).toBe("09/01/2025");
    expect(formatDate("2025-07-14T22:30:00Z")).toBe("15/07/2025");
    expect(formatDate(new Date("2025-01-08T22:30:00Z"))).toBe("08/01/2025");
  });
  it("ignores empty or invalid values", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime(new Date(Number.NaN))).toBe("");
  });
});

describe("formatDateTime", () => {
  it("dd/MM/yyyy HH:mm in Madrid time, across the summer-time change", () => {
    expect(formatDateTime(new Date("2026-07-02T08:05:00Z"))).toBe("02/07/2026 10:05");
    expect(formatDateTime(new Date("2026-01-02T08:05:00Z"))).toBe("02/01/2026 09:05");
    expect(formatDateTime("2026-03-29T00:59:00Z")).toBe("29/03/2026 01:59");
    expect(formatDateTime("2026-03-29T01:00:00Z")).toBe("29/03/2026 03:00");
  });
});
