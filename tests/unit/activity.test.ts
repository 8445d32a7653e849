import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESCRIBED_ACTIONS, describeActivity } from "@/dashboard/activity";
import { activityMessages } from "@/dashboard/admin/messages";
import { ADMIN_LOCALES } from "@/i18n/locales";

/** Every audit name the code writes: `name: "x.y"` of the admin actions, and the test e-mail's. */
function auditedActions(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/actions\.ts$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        for (const m of source.matchAll(/\b(?:name|action): "([a-z-]+\.[a-z-]+)"/g)) names.add(m[1]);
      }
    }
  };
  walk(path.resolve(import.meta.dirname, "../../src"));
  return [...names].sort();
}

describe("activity feed wording", () => {
  it("every audited action has its own sentence", () => {
    const audited = auditedActions();
    expect(audited.length).toBeGreaterThan(30);
    expect(audited.filter((a) => !DESCRIBED_ACTIONS.includes(a))).toEqual([]);
  });

  it("reads like Spanish a person would write, naming what changed", () => {
    expect(describeActivity("about-image.update", "about_image", { altText: "Salón" })).toBe("Imagen de «Sobre nosotros» actualizada");
    expect(describeActivity("contact-message.delete-all", "contact_message", { deleted: 12 })).toBe("12 mensajes de contacto eliminados");
    expect(describeActivity("contact-message.delete-all", "contact_message", { deleted: 1 })).toBe("1 mensaje de contacto eliminado");
    expect(describeActivity("contact-message.status", "contact_message", { status: "archived" })).toBe("Mensaje de contacto marcado como archivado");
    expect(describeActivity("project.update", "project", { slug: "casa-nueva", previousSlug: "casa-vieja" })).toBe(
      "Proyecto «casa-nueva» actualizado; su dirección pasa de /projeto/casa-vieja a /projeto/casa-nueva",
    );
    expect(describeActivity("project.delete", "project", { title: "Casa en Vigo", slug: "casa" })).toBe("Proyecto «Casa en Vigo» eliminado");
    expect(describeActivity("project.scheduled-publish", "project", { title: "Casa en Vigo", slug: "casa" })).toBe(
      "Proyecto «Casa en Vigo» publicado a la hora programada",
    );
    expect(describeActivity("hero-image.set-active", "hero_image", { title: "Fachadas", isActive: false })).toBe("Imagen de portada «Fachadas» desactivada");
    expect(describeActivity("block.create", "content_block", { type: "quote" })).toBe("Bloque de cita añadido a un proyecto");
    expect(describeActivity("project-image.add", "project", { images: 3 })).toBe("3 imágenes añadidas a un proyecto");
    expect(describeActivity("settings.test-email", "site_settings", { to: "a@b.es", ok: false })).toBe("Falló el correo de prueba a a@b.es");
    // No internal names leak: no underscores, no English verbs, no "de todos de".
    for (const action of DESCRIBED_ACTIONS) {
      const sentence = describeActivity(action, "x", null);
      expect(sentence, action).not.toMatch(/[_.]|\b(create|update|delete|image|about)\b|de todos de/);
      expect(sentence[0], action).toBe(sentence[0].toUpperCase());
    }
  });

  it("words every audited action in each admin language, in that language", () => {
    const details = { name: "Cocinas", title: "Casa", deleted: 3, images: 2, status: "read" };
    for (const locale of ADMIN_LOCALES) {
      let sameAsSpanish = 0;
      expect(Object.keys(activityMessages[locale].sentences).sort(), locale).toEqual([...DESCRIBED_ACTIONS].sort());
      for (const action of DESCRIBED_ACTIONS) {
        const sentence = describeActivity(action, "x", details, locale);
        expect(sentence, `${locale} ${action}`).not.toMatch(/[_]|\bundefined\b|\bnull\b/);
        expect(sentence[0], `${locale} ${action}`).toBe(sentence[0].toUpperCase());
        if (sentence === describeActivity(action, "x", details)) sameAsSpanish++;
      }
      // Galician shares a few sentences with Spanish ("Categoría «Cocinas» creada"); most differ.
      if (locale !== "es") expect(sameAsSpanish, locale).toBeLessThan(DESCRIBED_ACTIONS.length / 4);
    }
    expect(describeActivity("category.create", "category", { name: "Cociñas" }, "gl")).toBe("Categoría «Cociñas» creada");
    expect(describeActivity("contact-message.delete-all", "contact_message", { deleted: 12 }, "gl")).toBe("12 mensaxes de contacto eliminadas");
    expect(describeActivity("project-image.add", "project", { images: 1 }, "pt")).toBe("Imagem adicionada a um projeto");
    expect(describeActivity("settings.test-email", "site_settings", { to: "a@b.es", ok: true }, "en")).toBe("Test email sent to a@b.es");
    expect(describeActivity("something.new", "project", { title: "Casa" }, "en")).toBe("Change to a project “Casa”");
  });
});
