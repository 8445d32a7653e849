import type { Page } from "playwright-core";
import { expect } from "vitest";
import { userMessages } from "@/users/messages";

const um = userMessages.es;

/** The admin on `page` gives `email` its role on the users screen, as a person does. */
export async function giveRole(page: Page, email: string, role: "editor" | "comercial") {
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = page.locator("tbody tr").filter({ hasText: email });
  await row.getByLabel(um.roleFor(email), { exact: true }).selectOption(role);
  await row.getByRole("button", { name: um.saveFor(email) }).click();
  await page.getByRole("status").filter({ hasText: um.saved }).waitFor();
  expect(await row.getByLabel(um.roleFor(email), { exact: true }).inputValue()).toBe(role);
}
