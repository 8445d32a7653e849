import { describe, expect, it, vi } from "vitest";
import { loadLandingProjects } from "@/landing/load-projects";
import { SAMPLE_PROJECTS } from "@/landing/sample-projects";

describe("landing projects", () => {
  it("shows the database's projects when the read works", async () => {
    const real = [{ ...SAMPLE_PROJECTS[0], id: "real", title: "Real" }];
    expect(await loadLandingProjects(async () => real)).toEqual({ projects: real, failed: false });
  });
  it("falls back to the sample projects with the warning flag when the read fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await loadLandingProjects(async () => {
      throw new Error("connection refused");
    });
    expect(result).toEqual({ projects: SAMPLE_PROJECTS, failed: true });
    expect(SAMPLE_PROJECTS.length).toBeGreaterThanOrEqual(3);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
