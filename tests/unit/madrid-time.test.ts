import { describe, expect, it } from "vitest";
import { fromMadridLocal, toMadridLocal } from "@/lib/madrid-time";

const at = (iso: string) => new Date(iso).toISOString();

describe("Madrid wall-clock time ↔ instant", () => {
  it("reads winter (UTC+1) and summer (UTC+2) times", () => {
    expect(fromMadridLocal("2026-12-05", "09:00")?.toISOString()).toBe(at("2026-12-05T08:00:00Z"));
    expect(fromMadridLocal("2026-07-01", "09:00")?.toISOString()).toBe(at("2026-07-01T07:00:00Z"));
  });

  it("on the spring change day (2026-03-29) refuses the skipped hour and reads both sides", () => {
    expect(fromMadridLocal("2026-03-29", "01:59")?.toISOString()).toBe(at("2026-03-29T00:59:00Z"));
    expect(fromMadridLocal("2026-03-29", "02:00")).toBeNull();
    expect(fromMadridLocal("2026-03-29", "02:30")).toBeNull();
    expect(fromMadridLocal("2026-03-29", "03:00")?.toISOString()).toBe(at("2026-03-29T01:00:00Z"));
  });

  it("on the autumn change day (2026-10-25) takes the first of the repeated hour", () => {
    expect(fromMadridLocal("2026-10-25", "01:30")?.toISOString()).toBe(at("2026-10-24T23:30:00Z"));
    expect(fromMadridLocal("2026-10-25", "02:30")?.toISOString()).toBe(at("2026-10-25T00:30:00Z"));
    expect(fromMadridLocal("2026-10-25", "03:00")?.toISOString()).toBe(at("2026-10-25T02:00:00Z"));
  });

  it("gives back the wall clock across both changes", () => {
    expect(toMadridLocal(new Date("2026-03-29T00:59:00Z"))).toEqual({ date: "2026-03-29", time: "01:59" });
    expect(toMadridLocal(new Date("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", time: "03:00" });
    expect(toMadridLocal(new Date("2026-10-25T00:30:00Z"))).toEqual({ date: "2026-10-25", time: "02:30" });
    expect(toMadridLocal(new Date("2026-10-25T01:30:00Z"))).toEqual({ date: "2026-10-25", time: "02:30" });
    expect(toMadridLocal(new Date("2026-12-31T23:30:00Z"))).toEqual({ date: "2027-01-01", time: "00:30" });
  });

  it("refuses malformed or impossible input", () => {
    expect(fromMadridLocal("2026-02-30", "10:00")).toBeNull();
    expect(fromMadridLocal("2026-12-05", "24:00")).toBeNull();
    expect(fromMadridLocal("05/12/2026", "09:00")).toBeNull();
    expect(fromMadridLocal("2026-12-05", "9:00")).toBeNull();
  });
});
