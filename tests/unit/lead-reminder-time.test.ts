import { describe, expect, it } from "vitest";
import { newLeadsSince, reminderDayAt } from "@/leads/reminders";

/** When a day's lead reminder is due: 08:00 on Madrid's wall clock, whatever the server's zone or the season. */
describe("lead reminder time", () => {
  it("is due from 08:00 Madrid time in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(reminderDayAt(new Date("2026-01-15T06:59:59Z"))).toBeNull();
    expect(reminderDayAt(new Date("2026-01-15T07:00:00Z"))).toBe("2026-01-15");
    expect(reminderDayAt(new Date("2026-07-15T05:59:00Z"))).toBeNull();
    expect(reminderDayAt(new Date("2026-07-15T06:00:00Z"))).toBe("2026-07-15");
  });

  it("stays due for the rest of the Madrid day, and the next day starts early again", () => {
    expect(reminderDayAt(new Date("2026-01-15T22:59:00Z"))).toBe("2026-01-15");
    // 00:30 on the 16th in Madrid: the 16th's reminder is not due yet, the 15th's day is over.
    expect(reminderDayAt(new Date("2026-01-15T23:30:00Z"))).toBeNull();
    expect(reminderDayAt(new Date("2026-07-15T21:59:00Z"))).toBe("2026-07-15");
    expect(reminderDayAt(new Date("2026-07-15T22:00:00Z"))).toBeNull();
  });

  it("on the spring change day (29 March 2026) it is due at 08:00 summer time, 06:00 UTC", () => {
    expect(reminderDayAt(new Date("2026-03-29T05:59:00Z"))).toBeNull();
    expect(reminderDayAt(new Date("2026-03-29T06:00:00Z"))).toBe("2026-03-29");
    // The day before, still winter time: 07:00 UTC.
    expect(reminderDayAt(new Date("2026-03-28T06:30:00Z"))).toBeNull();
    expect(reminderDayAt(new Date("2026-03-28T07:00:00Z"))).toBe("2026-03-28");
  });

  it("on the autumn change day (25 October 2026) it is due at 08:00 winter time, 07:00 UTC", () => {
    expect(reminderDayAt(new Date("2026-10-25T06:59:00Z"))).toBeNull();
    expect(reminderDayAt(new Date("2026-10-25T07:00:00Z"))).toBe("2026-10-25");
    // The repeated hour (02:00–02:59 twice) is still early.
    expect(reminderDayAt(new Date("2026-10-25T00:30:00Z"))).toBeNull();
    expect(reminderDayAt(new Date("2026-10-25T01:30:00Z"))).toBeNull();
  });

  it("lists new leads from the previous day's 08:00, across both changes", () => {
    expect(newLeadsSince("2026-01-15").toISOString()).toBe("2026-01-14T07:00:00.000Z");
    expect(newLeadsSince("2026-07-15").toISOString()).toBe("2026-07-14T06:00:00.000Z");
    // The day after the spring change: from 08:00 summer time on the change day.
    expect(newLeadsSince("2026-03-30").toISOString()).toBe("2026-03-29T06:00:00.000Z");
    // The change day itself: from 08:00 winter time the day before.
    expect(newLeadsSince("2026-03-29").toISOString()).toBe("2026-03-28T07:00:00.000Z");
    expect(newLeadsSince("2026-10-26").toISOString()).toBe("2026-10-25T07:00:00.000Z");
    expect(newLeadsSince("2026-10-25").toISOString()).toBe("2026-10-24T06:00:00.000Z");
    expect(newLeadsSince("2026-03-01").toISOString()).toBe("2026-02-28T07:00:00.000Z");
  });
});
