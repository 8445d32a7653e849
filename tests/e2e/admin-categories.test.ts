import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { categoryMessages } from "@/categories/messages";
import { expectGone, expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { expectToast } from "./support/toasts";

const baseURL = inject("baseURL");
let page: Page;

const n = Date.now().toString(36);
const name = `Áticos y Buhardillas ${n}`;
const slug = `aticos-y-buhardillas-${n}`;
const renamed = `Buhardillas ${n}`;
const longDescription = "Reformas de bajo cubierta con aislamiento, lucernarios y estructura de madera nueva.";

test.beforeAll(async ({ admin }) => {
  page = await admin.newPage();
  await page.goto("/admin/categories");
});

const row = (text: string) => page.locator("tbody tr").filter({ hasText: text });
const toast = (text: string | RegExp) => expectToast(page, text);
const search = () => page.getByRole("searchbox", { name: "Buscar por nombre o slug" });

describe("categories", () => {
  test("lists the categories with their columns", async () => {
    await page.getByRole("heading", { name: "Categorías", level: 1 }).waitFor();
    for (const col of ["Nombre", "Slug", "Descripción", "Creada", "Acciones"]) await page.getByRole("columnheader", { name: col }).waitFor();
    expect(await page.locator("tbody tr").count()).toBeGreaterThan(0);
    // The loading skeleton's rows have empty cells: wait for the data's.
    await expect.poll(() => page.locator("tbody tr").first().locator("td").nth(3).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  test("creates a category: slug derived from the name, pattern and duplicate errors under the slug", async () => {
    await page.getByRole("link", { name: "Nueva categoría" }).click();
    await page.waitForURL(`${baseURL}/admin/categories/new`);
    const submit = page.getByRole("button", { name: categoryMessages.es.create });

    await submit.click();
    await page.getByText("El nombre es obligatorio").waitFor();
    await page.getByText("El slug es obligatorio").waitFor();

    await page.getByLabel("Nombre").pressSequentially(name, { delay: 5 });
    expect(await page.getByLabel("Slug").inputValue()).toBe(slug);
    await page.getByText("Se usa en la URL de la categoría.").waitFor();

    await page.getByLabel("Slug").fill("Mala Slug!");
    await submit.click();
    await page.getByText("El slug debe contener solo letras minúsculas, números y guiones").waitFor();
    expect(await page.getByLabel("Slug").getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/admin/categories/new");

    // A slug that exists already (a demo category's).
    await page.getByLabel("Slug").fill("cocinas");
    await submit.click();
    await page.locator("#category-slug-error").getByText("Este slug ya existe. Por favor, elige otro.").waitFor();

    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Descripción").fill(longDescription);
    await submit.click();
    await toast(categoryMessages.es.created_);
    await page.waitForURL(`${baseURL}/admin/categories`);
    const created = row(slug);
    await created.waitFor();
    expect(await created.locator("td").nth(2).textContent()).toBe(`${longDescription.slice(0, 50)}...`);
  });

  test("searches by name or slug, case-insensitively", async () => {
    const total = await page.locator("tbody tr").count();
    await search().fill(`BUHARDILLAS ${n.toUpperCase()}`);
    const rows = () => page.locator("tbody tr").count();
    await expect.poll(rows, { message: "one row for the name typed in capitals" }).toBe(1);
    await expectVisible(row(slug), "the category's row, found by its name");
    await search().fill(slug.slice(0, 12));
    await expectVisible(row(slug), "the category's row, found by the start of its slug");
    await search().fill("zzz-no-existe-zzz");
    await expectVisible(page.getByText("No se encontraron categorías"), "the no-match message");
    await search().fill("");
    await expect.poll(rows, { message: "every row back once the search is emptied" }).toBe(total);
  });

  test("edits it: the form is filled and the slug is not regenerated from the name", async () => {
    await page.getByRole("link", { name: `Editar ${name}` }).click();
    await page.waitForURL(/\/admin\/categories\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole("heading", { name: "Editar categoría" }).waitFor();
    expect(await page.getByLabel("Nombre").inputValue()).toBe(name);
    expect(await page.getByLabel("Slug").inputValue()).toBe(slug);
    expect(await page.getByLabel("Descripción").inputValue()).toBe(longDescription);

    await page.getByLabel("Nombre").fill(renamed);
    expect(await page.getByLabel("Slug").inputValue()).toBe(slug);
    await page.getByLabel("Descripción").fill("");
    await page.getByRole("button", { name: categoryMessages.es.update }).click();
    await toast(categoryMessages.es.updated);
    await page.waitForURL(`${baseURL}/admin/categories`);
    const edited = row(slug);
    await edited.getByText(renamed, { exact: true }).waitFor();
    expect(await edited.locator("td").nth(2).textContent()).toBe("—Sin descripción");
  });

  test("refuses to delete a category used by projects, saying how many use it", async () => {
    const used = row("reformas-integrales");
    await used.getByRole("button", { name: /^Eliminar / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await toast(/No se puede eliminar: \d+ proyectos? usan? esta categoría\./);
    await expectVisible(used, "the used category's row, still listed");
  });

  test("deletes it after confirmation (cancel keeps it)", async () => {
    await page.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(`Se eliminará la categoría "${renamed}"`).waitFor();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expectGone(dialog, "the confirmation, after Cancel");
    await expectVisible(row(slug), "the category's row, kept after Cancel");

    await page.getByRole("button", { name: `Eliminar ${renamed}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await toast(categoryMessages.es.deleted);
    await expectGone(row(slug), "the deleted category's row");
  });

  test("answers an unknown category id with not found", async () => {
    await page.goto("/admin/categories/00000000-0000-4000-8000-000000000000/edit");
    await page.getByRole("heading", { name: "Categoría no encontrada" }).waitFor();
    const res = await page.request.get("/admin/categories/not-a-uuid/edit");
    expect(res.status()).toBe(404);
  });
});
