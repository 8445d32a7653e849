import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { projectAdminMessages } from "@/projects/admin/messages";
import { projectValidationMessages } from "@/projects/messages";
import { createProject, deleteProject } from "./support/admin-projects";
import { test } from "./support/fixtures";

/**
 * Scheduling a project's publication and withdrawal: with JavaScript the fields go with the
 * project form's save; without it the edit page posts them with their own button; the list shows
 * the schedule beside the status. The job that acts on them is covered by
 * tests/integration/project-schedule.test.ts (the server exposes no clock to move).
 */
const pm = projectAdminMessages.es;
const pv = projectValidationMessages.es;
const stamp = Date.now().toString(36);
const TITLE = `Programado ${stamp}`;

test.override("adminOptions", { viewport: { width: 1280, height: 1000 }, timeout: 20_000 });
let projectId = "";

test.afterAll(async ({ admin }) => {
  if (projectId) await deleteProject(await admin.newPage(), TITLE, stamp);
});

const dateOf = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const timeOf = (page: Page, label: string) => page.getByRole("textbox", { name: pm.scheduleTime(label), exact: true });

/** The list, searched for this file's project: the schedule line(s) of its row. */
async function listedSchedule(page: Page): Promise<string[]> {
  await page.goto(`/admin/projects?q=${stamp}`);
  const row = page.locator("tr", { hasText: TITLE });
  return row.getByTestId("project-schedule").last().locator("p").allInnerTexts();
}

describe("scheduled publishing in the back office", () => {
  test("with JavaScript: a past time is refused on the form, a future one is saved and listed", async ({ admin }) => {
    const page = await admin.newPage();
    projectId = await createProject(page, TITLE, {
      fill: async (p) => {
        await dateOf(p, pm.publishAt).fill("01/01/2020");
        await timeOf(p, pm.publishAt).fill("10:00");
        await p.getByRole("button", { name: pm.create }).click();
        await p.getByText(pv.schedulePast).waitFor();
        await dateOf(p, pm.publishAt).fill("05/12/2099");
        await timeOf(p, pm.publishAt).fill("09:00");
      },
    });
    expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
    // The edit form reads the schedule back in Madrid time.
    expect(await dateOf(page, pm.publishAt).inputValue()).toBe("05/12/2099");
    expect(await timeOf(page, pm.publishAt).inputValue()).toBe("09:00");
    expect(await listedSchedule(page)).toEqual([pm.willPublish("05/12/2099 09:00")]);
    await page.close();
  });

  test("without JavaScript: the edit page posts the schedule alone, answers refusals on the page", async ({ newPage }) => {
    const page = await newPage({ signedIn: true, javaScriptEnabled: false, timeout: 20_000 });
    await page.goto(`/admin/projects/${projectId}/edit`);
    expect(await dateOf(page, pm.publishAt).inputValue()).toBe("05/12/2099");

    // A withdrawal before the publication is refused, what was typed stays.
    await dateOf(page, pm.unpublishAt).fill("04/12/2099");
    await timeOf(page, pm.unpublishAt).fill("18:30");
    await page.getByRole("button", { name: pm.scheduleSave }).click();
    await page.getByText(pv.scheduleOrder).waitFor();
    expect(await dateOf(page, pm.unpublishAt).inputValue()).toBe("04/12/2099");

    await dateOf(page, pm.unpublishAt).fill("06/12/2099");
    await page.getByRole("button", { name: pm.scheduleSave }).click();
    await page.getByText(pm.scheduleSaved).waitFor();
    expect(await listedSchedule(page)).toEqual([pm.willPublish("05/12/2099 09:00"), pm.willUnpublish("06/12/2099 18:30")]);
    await page.context().close();
  });

  test("with JavaScript the form's save sends the schedule (no separate button); ticking Publicado drops the publication", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto(`/admin/projects/${projectId}/edit`);
    await page.getByRole("button", { name: pm.update }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: pm.scheduleSave }).count()).toBe(0);
    expect(await timeOf(page, pm.unpublishAt).inputValue()).toBe("18:30");
    // Publishing by hand empties the pending publication; the save sends the withdrawal as it was.
    await page.getByRole("switch", { name: pm.published }).click();
    expect(await dateOf(page, pm.publishAt).inputValue()).toBe("");
    await page.getByRole("button", { name: pm.update }).click();
    await page.waitForURL(/\/admin\/projects$/);
    expect(await listedSchedule(page)).toEqual([pm.willUnpublish("06/12/2099 18:30")]);
    await page.close();
  });
});
