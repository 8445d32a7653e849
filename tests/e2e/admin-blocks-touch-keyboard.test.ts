import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { addBlock, blockItems as items, createProject, deleteProject, openContentTab } from "./support/admin-projects";
import { test } from "./support/fixtures";
import { closeToast } from "./support/toasts";

/**
 * The block list's controls on a touch screen and from the keyboard: Edit, move and delete are
 * shown without hover and reached with Tab; a keyboard drag moves a block exactly 25 px per arrow
 * press, whether or not the page scrolls meanwhile.
 */
const m = blockEditorMessages.es;
const stamp = Date.now().toString(36);
const TITLE = `Bloques táctiles ${stamp}`;
const QUOTES = [1, 2, 3].map((n) => `Cita ${n} ${stamp}`);
const PHONE = { width: 390, height: 844 };

test.override("adminOptions", { viewport: { width: 1280, height: 1000 }, timeout: 20_000 });
let projectId = "";

test.beforeAll(async ({ admin }) => {
  const page = await admin.newPage();
  projectId = await createProject(page, TITLE);
  await openContentTab(page, projectId);
  for (const [i, quote] of QUOTES.entries()) {
    const form = await addBlock(page, "quote");
    await form.getByRole("textbox", { name: m.quote, exact: true }).fill(quote);
    await form.getByRole("button", { name: m.save }).click();
    await closeToast(page, m.created);
    await items(page).nth(i).getByText(quote).waitFor();
  }
  await page.close();
});

test.afterAll(async ({ admin }) => {
  if (projectId) await deleteProject(await admin.newPage(), TITLE, stamp);
});

const editButton = (page: Page, n: number) =>
  items(page)
    .nth(n - 1)
    .getByRole("button", { name: m.editLabel(m.types.quote.name, n) });
const dragHandle = (page: Page, n: number) =>
  items(page)
    .nth(n - 1)
    .getByRole("button", { name: m.dragHandle(m.types.quote.name, n) });
const deleteButton = (page: Page, n: number) =>
  items(page)
    .nth(n - 1)
    .getByRole("button", { name: m.deleteLabel(m.types.quote.name, n) });

/** Shown as it is, with nothing to reveal it: painted opaque, inside the screen's width, big enough for a finger. */
async function expectShown(control: Locator, viewportWidth: number) {
  await control.scrollIntoViewIfNeeded();
  expect(await control.isVisible()).toBe(true);
  const style = await control.evaluate((el) => {
    const s = getComputedStyle(el);
    return { opacity: s.opacity, visibility: s.visibility, pointerEvents: s.pointerEvents };
  });
  expect(style).toEqual({ opacity: "1", visibility: "visible", pointerEvents: "auto" });
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
}

/** What has the focus: its accessible label or text. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? "");

describe("the block list on a phone (touch) and from the keyboard", () => {
  test("on a touch phone, every block's Edit, move and delete controls are shown without hover; a tap on Edit opens its form", async ({ newPage }) => {
    const page = await newPage({ signedIn: true, viewport: PHONE, hasTouch: true, isMobile: true, timeout: 20_000 });
    await openContentTab(page, projectId, { tap: true });
    for (const n of [1, 2, 3]) {
      await expectShown(editButton(page, n), PHONE.width);
      await expectShown(dragHandle(page, n), PHONE.width);
      await expectShown(deleteButton(page, n), PHONE.width);
    }

    await editButton(page, 2).tap();
    const block = items(page).nth(1);
    await block.getByRole("heading", { name: m.types.quote.heading }).waitFor();
    expect(await block.getByRole("textbox", { name: m.quote, exact: true }).inputValue()).toBe(QUOTES[1]);
    await block.getByRole("button", { name: m.cancel }).tap();
    await block.getByText(QUOTES[1]).waitFor();
    await expectShown(editButton(page, 2), PHONE.width);
    await page.context().close();
  });

  test("from the keyboard: Tab goes from a block's move handle to its delete and Edit buttons; Enter on Edit opens the form, Cancel gives the focus back", async ({
    admin,
  }) => {
    const page = await admin.newPage();
    await openContentTab(page, projectId);
    await dragHandle(page, 1).focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe(m.deleteLabel(m.types.quote.name, 1));
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe(m.editLabel(m.types.quote.name, 1));
    await page.keyboard.press("Enter");
    const block = items(page).nth(0);
    await block.getByRole("heading", { name: m.types.quote.heading }).waitFor();
    await block.getByRole("button", { name: m.cancel }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction((label) => document.activeElement?.getAttribute("aria-label") === label, m.editLabel(m.types.quote.name, 1));
    // And the next block's controls follow in order.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe(m.dragHandle(m.types.quote.name, 2));
    await page.close();
  });

  /**
   * Waits until the block has held its place in its list and its transform for a few frames, with
   * no transition running (a scroll and the drag's answer to it come frames apart), and returns that
   * place: its top less the list's, so that whatever else moves in the page does not count.
   */
  async function settledInList(page: Page, block: Locator): Promise<number> {
    const handle = await block.elementHandle();
    const at = await page.waitForFunction(
      (el) => {
        const block = el as HTMLElement & { seen?: string; frames?: number };
        if (!block.getAnimations().every((a) => a.playState === "finished")) return false;
        const top = block.getBoundingClientRect().top - block.parentElement!.getBoundingClientRect().top;
        const seen = `${top} ${block.style.transform}`;
        block.frames = block.seen === seen ? (block.frames ?? 0) + 1 : 0;
        block.seen = seen;
        return block.frames >= 3 && { top };
      },
      handle,
      { polling: "raf" },
    );
    return ((await at.jsonValue()) as { top: number }).top;
  }

  /**
   * Brings the first block to 300 px below the window's top (the same start whatever sits above
   * the list), picks it up with Space and presses each key in turn, reading after each press how far
   * the block moved in its list; then cancels with Escape. `trace` tells a failure's story.
   */
  async function keyboardSteps(page: Page, keys: string[]): Promise<{ steps: number[]; scrolled: number; trace: string[] }> {
    const block = items(page).nth(0);
    const handle = dragHandle(page, 1);
    await block.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 300, behavior: "instant" }));
    await handle.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press("Space");
    await page.waitForFunction((el) => el?.getAttribute("aria-pressed") === "true", await handle.elementHandle());
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const trace: string[] = [];
    const note = async (label: string) =>
      trace.push(
        `${label}: ${await block.evaluate((el) => `scrollY ${window.scrollY} of ${document.documentElement.scrollHeight - innerHeight}, top ${el.getBoundingClientRect().top}, ${(el as HTMLElement).style.transform}`)}`,
      );
    let previous = await settledInList(page, block);
    await note("picked up");
    const steps: number[] = [];
    for (const key of keys) {
      const transform = await block.evaluate((el) => (el as HTMLElement).style.transform);
      await page.keyboard.press(key);
      await page.waitForFunction(([el, before]) => (el as HTMLElement).style.transform !== before, [await block.elementHandle(), transform] as const);
      const now = await settledInList(page, block);
      await note(key);
      steps.push(Math.round((now - previous) * 100) / 100);
      previous = now;
    }
    const scrolled = (await page.evaluate(() => window.scrollY)) - scrollBefore;
    await page.keyboard.press("Escape");
    await page.waitForFunction((el) => el?.getAttribute("aria-pressed") !== "true", await handle.elementHandle());
    return { steps, scrolled, trace };
  }

  test("a keyboard drag moves the block exactly 25 px per arrow press where the page scrolls meanwhile, and where it does not", async ({ admin }) => {
    const page = await admin.newPage();
    const keys = ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp", "ArrowDown"];
    const expected = [25, 25, 25, 25, -25, 25];

    // A window shorter than the page: the block passes the window's middle and the page scrolls.
    await page.setViewportSize({ width: 1280, height: 700 });
    await openContentTab(page, projectId);
    const short = await keyboardSteps(page, keys);
    expect(short.scrolled).toBeGreaterThan(0);
    expect(short.steps, short.trace.join("\n")).toEqual(expected);

    // A window taller than the page: nothing scrolls, the block itself moves.
    await page.setViewportSize({ width: 1280, height: 4000 });
    await openContentTab(page, projectId);
    const tall = await keyboardSteps(page, keys);
    expect(tall.scrolled).toBe(0);
    expect(tall.steps, tall.trace.join("\n")).toEqual(expected);

    // Cancelled with Escape: the order is as it was.
    expect(await items(page).evaluateAll((els) => els.map((el) => el.textContent))).toEqual(QUOTES.map((q) => expect.stringContaining(q)));
    await page.close();
  });
});
