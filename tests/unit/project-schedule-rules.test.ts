import { describe, expect, it } from "vitest";
import { projectValidationMessages } from "@/projects/messages";
import { readSchedule, scheduleInput, scheduleProblems } from "@/projects/schedule";
import { emptyProjectForm, projectFormSchema, type ProjectFormValues } from "@/projects/validation";

const v = projectValidationMessages.es;
const NOW = new Date("2026-06-01T10:00:00Z");
const at = (iso: string) => new Date(iso);

describe("a schedule field as the form holds it", () => {
  it("reads dd/mm/aaaa and hh:mm as Madrid time, blank as none", () => {
    expect(readSchedule({ date: "05/12/2026", time: "09:00" })).toEqual(at("2026-12-05T08:00:00Z"));
    expect(readSchedule({ date: "5/7/2026", time: "9:05" })).toEqual(at("2026-07-05T07:05:00Z"));
    expect(readSchedule({ date: " ", time: "" })).toBeNull();
    expect(readSchedule({ date: "05/12/2026", time: "" })).toBe("incomplete");
    expect(readSchedule({ date: "31/02/2026", time: "09:00" })).toBe("invalid");
    expect(readSchedule({ date: "29/03/2026", time: "02:15" })).toBe("invalid");
    expect(readSchedule({ date: "25/10/2026", time: "02:15" })).toEqual(at("2026-10-25T00:15:00Z"));
  });

  it("shows a stored instant in Madrid time", () => {
    expect(scheduleInput(at("2026-12-05T08:00:00Z"))).toEqual({ date: "05/12/2026", time: "09:00" });
    expect(scheduleInput(null)).toEqual({ date: "", time: "" });
  });
});

describe("the schedule's rules", () => {
  const future = at("2026-06-02T10:00:00Z");
  const later = at("2026-06-03T10:00:00Z");

  it("accepts a publication of a draft, a withdrawal of a published project, and a window", () => {
    expect(scheduleProblems({ published: false, publishAt: future, unpublishAt: null }, NOW)).toEqual({});
    expect(scheduleProblems({ published: true, publishAt: null, unpublishAt: future }, NOW)).toEqual({});
    expect(scheduleProblems({ published: false, publishAt: future, unpublishAt: later }, NOW)).toEqual({});
  });

  it("refuses a past time, a withdrawal not after the publication, publishing the published and withdrawing nothing", () => {
    expect(scheduleProblems({ published: false, publishAt: NOW, unpublishAt: null }, NOW)).toEqual({ publishAt: "past" });
    expect(scheduleProblems({ published: true, publishAt: null, unpublishAt: at("2026-05-01T00:00:00Z") }, NOW)).toEqual({ unpublishAt: "past" });
    expect(scheduleProblems({ published: false, publishAt: later, unpublishAt: future }, NOW)).toEqual({ unpublishAt: "order" });
    expect(scheduleProblems({ published: false, publishAt: future, unpublishAt: future }, NOW)).toEqual({ unpublishAt: "order" });
    expect(scheduleProblems({ published: true, publishAt: future, unpublishAt: null }, NOW)).toEqual({ publishAt: "alreadyPublished" });
    expect(scheduleProblems({ published: false, publishAt: null, unpublishAt: future }, NOW)).toEqual({ unpublishAt: "nothingToWithdraw" });
  });
});

describe("the project form's schema", () => {
  const values = (schedule: Partial<ProjectFormValues>): ProjectFormValues => ({
    ...emptyProjectForm,
    title: "Casa",
    slug: "casa",
    categoryId: "6f1c2a52-8a53-4a51-9f0e-0c6a4d1b2e3f",
    ...schedule,
  });
  const errors = (schedule: Partial<ProjectFormValues>) =>
    Object.fromEntries((projectFormSchema.safeParse(values(schedule)).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

  it("gives each rule's message under its field", () => {
    expect(errors({ publishAt: { date: "01/01/2020", time: "10:00" } })).toEqual({ publishAt: v.schedulePast });
    expect(errors({ publishAt: { date: "01/01/2099", time: "" } })).toEqual({ publishAt: v.scheduleIncomplete });
    expect(errors({ published: true, publishAt: { date: "01/01/2099", time: "10:00" } })).toEqual({ publishAt: v.scheduleAlreadyPublished });
    expect(errors({ unpublishAt: { date: "01/01/2099", time: "10:00" } })).toEqual({ unpublishAt: v.scheduleNothingToWithdraw });
    expect(errors({ publishAt: { date: "02/01/2099", time: "10:00" }, unpublishAt: { date: "01/01/2099", time: "10:00" } })).toEqual({
      unpublishAt: v.scheduleOrder,
    });
  });

  it("accepts its own output again (the form sends the instants it checked)", () => {
    const checked = projectFormSchema.parse(values({ publishAt: { date: "01/01/2099", time: "10:00" }, unpublishAt: { date: "02/01/2099", time: "10:00" } }));
    expect(checked.publishAt).toEqual(at("2099-01-01T09:00:00Z"));
    expect(projectFormSchema.parse(checked)).toMatchObject({ publishAt: checked.publishAt, unpublishAt: checked.unpublishAt });
  });
});
