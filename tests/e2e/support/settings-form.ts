import type { Page } from "playwright-core";
import { expect } from "vitest";
import { settingsMessages } from "@/settings/messages";
import { hydrated } from "./hydration";
import { expectToast } from "./toasts";

const s = settingsMessages.es;

/** The settings screen, once React owns its form: typing before that would be lost. */
export async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await page.getByRole("heading", { name: s.title, level: 1 }).waitFor();
  await hydrated(page, "#settings-companyName");
}

/**
 * Saves the settings form with its bottom button (a success toast may cover the one in the title
 * row) and waits for this save's answer and its toast, so that an earlier toast cannot stand in
 * for it.
 */
export async function saveSettings(page: Page) {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/admin/settings");
  await page.getByRole("button", { name: s.save }).last().click();
  expect((await answered).ok(), "the settings save's answer").toBe(true);
  await expectToast(page, s.updated);
}
