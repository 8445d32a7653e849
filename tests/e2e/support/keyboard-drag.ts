import type { Locator, Page } from "playwright-core";

/** What the list's dnd-kit live region says when the item is over the target position and when it is dropped there. */
export type Announced = { over: string; dropped: string };

/** Whether any dnd-kit live region on the page says `text` within `timeout` ms. */
async function announced(page: Page, text: string, timeout: number): Promise<boolean> {
  return page
    .waitForFunction((t) => [...document.querySelectorAll('[id^="DndLiveRegion"]')].some((el) => el.textContent?.includes(t)), text, { timeout })
    .then(() => true)
    .catch(() => false);
}

/**
 * Moves a sortable item down the way a keyboard user does — Space on its handle, ArrowDown until
 * the list announces it is over the target position, Space — reading the announcements as a
 * screen-reader user would. No pixel arithmetic: it made the tests depend on layout and on how
 * fast the sensor attached its listeners.
 */
export async function keyboardDragDown(page: Page, handle: Locator, say: Announced, maxPresses = 60) {
  await page.locator('[id^="DndLiveRegion"]').first().waitFor({ state: "attached" });
  await handle.focus();
  // dnd-kit marks the handle pressed once the keyboard sensor has picked the item up. A press that
  // lands before the sensor listens (a busy machine, hydration still running) picks nothing up:
  // press again, only while the handle is not pressed (a second Space on a picked item drops it).
  const element = await handle.elementHandle();
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press("Space");
    const picked = await page
      .waitForFunction((el) => el?.getAttribute("aria-pressed") === "true", element, { timeout: 1_500 })
      .then(() => true)
      .catch(() => false);
    if (picked) break;
    if (attempt === 4) throw new Error("the keyboard sensor never picked the item up");
    await handle.focus();
  }
  for (let i = 0; ; i++) {
    if (i === maxPresses) throw new Error(`"${say.over}" was never announced after ${maxPresses} ArrowDown presses`);
    await page.keyboard.press("ArrowDown");
    // Let React render the move and run the effect that announces it before judging it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (await announced(page, say.over, 100)) break;
  }
  await page.keyboard.press("Space");
  if (!(await announced(page, say.dropped, 5_000))) throw new Error(`dnd-kit did not announce "${say.dropped}"`);
}
