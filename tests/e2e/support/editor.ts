import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Types `text` into an empty rich-text editor as a person does, once it can take it: on a busy
 * machine a click can land before the editor is editable, and the keys typed then go nowhere.
 * Fails naming what is missing: the focus, or the typed text.
 */
export async function typeInEditor(page: Page, editor: Locator, text: string) {
  await expect
    .poll(
      async () => {
        await editor.click();
        return editor.evaluate((el) => (el as HTMLElement).isContentEditable && el.contains(document.activeElement));
      },
      { message: "the editor takes the focus" },
    )
    .toBe(true);
  await page.keyboard.type(text);
  await expect.poll(() => editor.innerText(), { message: "the editor shows what was typed" }).toContain(text);
}
