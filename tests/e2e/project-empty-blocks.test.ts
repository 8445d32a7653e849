import { describe, expect } from "vitest";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { localizedPath, PUBLIC_LOCALES } from "@/i18n/locales";
import { projectAdminMessages } from "@/projects/admin/messages";
import { projectMessages } from "@/projects/messages";
import { addBlock, blockItems as items, createProject, deleteProject, openContentTab, publishChanges } from "./support/admin-projects";
import { typeInEditor } from "./support/editor";
import { test, type NewPage } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { closeToast, expectToast } from "./support/toasts";

/**
 * A project whose blocks are all empty shows the spec's "no custom content" message (and its
 * long description) in its Contenido tab, in every public language, instead of a blank panel;
 * next to a block with content, an empty one is left out, not drawn as blank space.
 */
const m = blockEditorMessages.es;
const pm = projectAdminMessages.es;
const stamp = Date.now().toString(36);
const TITLE = `Bloques vacíos ${stamp}`;
const SLUG = `bloques-vacios-${stamp}`;
const LONG = `Descripción larga ${stamp}`;
const QUOTE = `La única cita ${stamp}`;

test.override("adminOptions", { viewport: { width: 1280, height: 1000 }, timeout: 20_000 });
let projectId = "";

test.afterAll(async ({ admin }) => {
  if (projectId) await deleteProject(await admin.newPage(), TITLE, stamp);
});

/** The project page's Contenido panel in `locale`, opened as a visitor opens it. */
async function contentPanel(newPage: NewPage, locale: (typeof PUBLIC_LOCALES)[number]) {
  const page = await newPage();
  const res = await page.goto(localizedPath(locale, `/projeto/${SLUG}`));
  expect(res?.status()).toBe(200);
  await hydrated(page, '[role="tab"]');
  await page.getByRole("tab", { name: projectMessages[locale].tabs.content }).click();
  const panel = page.getByRole("tabpanel", { name: projectMessages[locale].tabs.content });
  await panel.waitFor();
  const read = {
    text: (await panel.innerText()).trim(),
    blocks: await panel
      .locator("[data-block-type]")
      .evaluateAll((els) => els.map((el) => [el.getAttribute("data-block-type"), (el as HTMLElement).innerText.trim()])),
  };
  await page.context().close();
  return read;
}

describe("a project's Contenido tab when its blocks are empty", () => {
  test("starts from a published project with a long description and one text block, then empties the block", async ({ admin }) => {
    const page = await admin.newPage();
    projectId = await createProject(page, TITLE, {
      published: true,
      fill: () => typeInEditor(page, page.getByRole("textbox", { name: pm.longDescription }), LONG),
    });

    await openContentTab(page, projectId);
    const form = await addBlock(page, "text");
    await typeInEditor(page, form.getByRole("textbox", { name: m.textLabel }), "Texto que se vaciará");
    await form.getByRole("button", { name: m.save }).click();
    await closeToast(page, m.created);

    // Emptied by an edit (a stored block may be): the editor says so.
    const block = items(page).first();
    await block.getByRole("button", { name: m.editLabel(m.types.text.name, 1) }).click();
    const text = block.getByRole("textbox", { name: m.textLabel });
    await text.click();
    // Select-all and Delete again until the editor is empty: on a busy machine the first keys can
    // come before the editor has taken the focus, and Save would then store the text unchanged.
    await expect
      .poll(
        async () => {
          await text.press("ControlOrMeta+A");
          await text.press("Delete");
          return (await text.innerText()).trim();
        },
        { message: "the block's editor is empty" },
      )
      .toBe("");
    await block.getByRole("button", { name: m.save }).click();
    await expectToast(page, m.updated);
    await block.getByText(m.types.text.empty).waitFor();
    await publishChanges(page, projectId);
    await page.close();
  });

  test("shows the 'no custom content' message and the long description, in es, gl and en, and no block", async ({ newPage }) => {
    for (const locale of PUBLIC_LOCALES) {
      const panel = await contentPanel(newPage, locale);
      expect(panel.blocks, locale).toEqual([]);
      expect(panel.text, locale).toContain(projectMessages[locale].content.none);
      // The long description has no translation: the Spanish follows the message in every language.
      expect(panel.text, locale).toContain(LONG);
    }
    expect(projectMessages.es.content.none).toBe("Ningún contenido personalizado disponible.");
  });

  test("next to a block with content, the empty one is left out: the panel shows that block only", async ({ admin, newPage }) => {
    const page = await admin.newPage();
    await openContentTab(page, projectId);
    const form = await addBlock(page, "quote");
    await form.getByRole("textbox", { name: m.quote, exact: true }).fill(QUOTE);
    await form.getByRole("button", { name: m.save }).click();
    await expectToast(page, m.created);
    // Added to a project on the site, the block reaches visitors with "Publicar cambios".
    await publishChanges(page, projectId);
    await page.close();

    for (const locale of PUBLIC_LOCALES) {
      const panel = await contentPanel(newPage, locale);
      expect(panel.blocks, locale).toEqual([["quote", expect.stringContaining(QUOTE)]]);
      expect(panel.text, locale).not.toContain(projectMessages[locale].content.none);
    }
  });
});
