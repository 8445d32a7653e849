import type { Locator, Page } from "playwright-core";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { draftAdminMessages } from "@/drafts/admin/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { expectToast } from "./toasts";

const m = blockEditorMessages.es;
const pm = projectAdminMessages.es;

type NewProject = {
  /** Switched to published before it is created (a draft otherwise). */
  published?: boolean;
  /** Fills more of the form before it is sent. */
  fill?: (page: Page) => Promise<void>;
};

/**
 * "Publicar cambios" for a project on the site, when its working copy holds changes, pressed on
 * its form in a page of the same browser (the page the test is on keeps its place and its ids,
 * which publishing keeps). Resolves once the form says visitors see them; false when there was
 * nothing to publish.
 */
export async function publishChanges(page: Page, projectId: string): Promise<boolean> {
  const form = await page.context().newPage();
  try {
    await form.goto(`/admin/projects/${projectId}/edit`);
    if ((await form.locator("[data-working-copy]").getAttribute("data-working-copy")) !== "changes") return false;
    await form.getByRole("button", { name: draftAdminMessages.es.publish }).click();
    await form.getByText(draftAdminMessages.es.published).waitFor();
    return true;
  } finally {
    await form.close();
  }
}

/**
 * Creates a project of the Cocinas category titled `title` through the new-project form, and
 * returns its id once its edit page has opened.
 */
export async function createProject(page: Page, title: string, { published = false, fill }: NewProject = {}): Promise<string> {
  await page.goto("/admin/projects/new");
  await page.getByRole("textbox", { name: "Título", exact: true }).fill(title);
  await page.getByRole("combobox", { name: "Categoría" }).click();
  await page.getByRole("option", { name: "Cocinas" }).click();
  await fill?.(page);
  if (published) await page.getByRole("switch", { name: "Publicado" }).click();
  await page.getByRole("button", { name: "Crear Proyecto" }).click();
  await page.waitForURL(/\/admin\/projects\/[0-9a-f-]{36}\/edit$/);
  return page.url().split("/").at(-2)!;
}

/**
 * Deletes the project titled `title` from the projects list (searched for by `search`) after its
 * confirmation: a file that made a project leaves the shared server as it found it (other files
 * read the newest published project).
 */
export async function deleteProject(page: Page, title: string, search: string) {
  await page.goto("/admin/projects");
  await page.getByRole("searchbox", { name: "Buscar proyectos" }).fill(search);
  await page.getByRole("button", { name: `Eliminar «${title}»` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expectToast(page, pm.deleted);
}

/** The edit page's content tab, once its blocks are read (they are when the tab opens); `tap`: as a finger does. */
export async function openContentTab(page: Page, projectId: string, { tap = false } = {}) {
  await page.goto(`/admin/projects/${projectId}/edit`);
  const tab = page.getByRole("tab", { name: pm.tabs.content });
  await (tap ? tab.tap() : tab.click());
  await page.getByLabel(m.typeSelect).waitFor();
  await page.getByText(m.loading).waitFor({ state: "detached" });
}

/** The content tab's blocks, in their order. */
export const blockItems = (page: Page): Locator => page.getByRole("list", { name: m.listLabel }).locator(":scope > li");

/** 'Añadir' a block of `type`: its form opens below the list (nothing is stored before its Save). */
export async function addBlock(page: Page, type: keyof typeof m.types): Promise<Locator> {
  await page.getByLabel(m.typeSelect).selectOption(type);
  await page.getByRole("button", { name: m.add }).click();
  const form = page.locator("[data-new-block]");
  await form.getByRole("heading", { name: m.types[type].heading }).waitFor();
  return form;
}
