import { describe, expect, it } from "vitest";
import { changedFields } from "@/lib/changed-fields";
import { revisionSummary } from "@/settings/admin/history-labels";
import { settingsHistoryMessages } from "@/settings/admin/messages";
import { settingsMessages } from "@/settings/messages";

const KEYS = ["name", "phone", "links", "texts"] as const;

describe("changedFields", () => {
  it("names the keys whose values differ, in the keys' order", () => {
    const before = { name: "Obras", phone: "1", links: [{ name: "Inicio", href: "/" }], texts: { gl: { a: "x" } } };
    expect(changedFields(KEYS, before, { ...before, phone: "2", name: "Obras" })).toEqual(["phone"]);
    expect(changedFields(KEYS, before, { ...before, texts: { gl: { a: "y" } }, name: "Otras" })).toEqual(["name", "texts"]);
  });

  it("reads objects whatever order their keys come in, and lists in theirs", () => {
    const before = { links: [{ name: "Inicio", href: "/" }], texts: { gl: { a: "x", b: "y" }, en: { a: "z" } } };
    expect(changedFields(KEYS, before, { links: [{ href: "/", name: "Inicio" }], texts: { en: { a: "z" }, gl: { b: "y", a: "x" } } })).toEqual([]);
    expect(
      changedFields(
        KEYS,
        {
          links: [
            { name: "A", href: "/a" },
            { name: "B", href: "/b" },
          ],
        },
        {
          links: [
            { name: "B", href: "/b" },
            { name: "A", href: "/a" },
          ],
        },
      ),
    ).toEqual(["links"]);
  });

  it("tells an empty value from a missing one only when it holds something", () => {
    expect(changedFields(KEYS, { phone: null }, { phone: "" })).toEqual(["phone"]);
    expect(changedFields(KEYS, { phone: null }, {})).toEqual([]);
  });

  it("counts every key that holds something as changed by a first version", () => {
    expect(changedFields(KEYS, null, { name: "Obras", phone: "", links: [], texts: {} })).toEqual(["name"]);
  });
});

describe("the history's one line", () => {
  const m = settingsMessages.es;
  const h = settingsHistoryMessages.es;
  const date = () => "03/11/2026 10:15";

  it("names up to four fields as the form does, then counts the rest", () => {
    expect(revisionSummary({ changed: ["phoneNumber", "servicesList"], restoredFrom: null }, m, h, date)).toBe("Cambió: Teléfono, Servicios");
    expect(revisionSummary({ changed: ["companyName", "logoUrl", "phoneNumber", "email", "translations", "smtpPort"], restoredFrom: null }, m, h, date)).toBe(
      "Cambió: Nombre de la empresa, Logotipo, Teléfono, Email público y 2 campos más",
    );
    expect(
      revisionSummary(
        { changed: ["companyName", "logoUrl", "phoneNumber", "email", "smtpPort"], restoredFrom: null },
        settingsMessages.en,
        settingsHistoryMessages.en,
        date,
      ),
    ).toBe("Changed: Company name, Logo, Phone, Public email and 1 more field");
  });

  it("says a restore brought back the version of its date", () => {
    expect(revisionSummary({ changed: ["phoneNumber"], restoredFrom: new Date() }, m, h, date)).toBe("Restauró la versión del 03/11/2026 10:15");
  });
});
