import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AREAS } from "@/auth/permissions";

/**
 * Every back-office page and section layout answers for its own area before it reads anything
 * (`refusedArea`), and every admin route handler checks the role: the admin layout lets any staff
 * role in, so a page that forgot its check would show its data to a role the table refuses.
 */
const root = path.resolve(import.meta.dirname, "../..");
const filesUnder = (dir: string, pattern: RegExp) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => pattern.test(path.basename(f)))
    .map((f) => path.join(dir, f));

describe("back-office guards", () => {
  it("every admin page and section layout starts with refusedArea(area) and answers with its refusal", () => {
    const files = filesUnder("src/app/admin", /^(page|layout)\.tsx$/).filter(
      // The admin layout lets every staff role in (and shows Access Denied to the others); the
      // sidebar's badge slots draw nothing for a role without the inbox.
      (f) => f !== path.join("src/app/admin", "layout.tsx") && !f.includes(`${path.sep}@unread${path.sep}`) && !f.includes(`${path.sep}@leads${path.sep}`),
    );
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      // The component's first two lines, before anything is read.
      const lines = source.split("\n");
      const start = lines.findIndex((line) => line.startsWith("export default async function"));
      const check = /^ {2}const denied = await refusedArea\("([a-z-]+)"\);$/.exec(lines[start + 1] ?? "");
      expect(check, `${file} checks its area first`).not.toBeNull();
      expect(lines[start + 2], file).toBe("  if (denied) return denied;");
      expect(AREAS, file).toContain(check![1]);
    }
  });

  it("every admin route handler checks the role before anything else", () => {
    const routes = [...filesUnder("src/app/api/admin", /^route\.ts$/), ...filesUnder("src/app/admin", /^route\.ts$/)];
    expect(routes.length).toBeGreaterThan(0);
    for (const file of routes) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      expect(/requireRole\("[a-z-]+"\)|can\(user, /.test(source), file).toBe(true);
    }
  });

  it("the unread badge draws only for a role that sees the inbox", () => {
    const source = fs.readFileSync(path.join(root, "src/app/admin/@unread/[...path]/page.tsx"), "utf8");
    expect(source).toContain('can(await getSessionUser(), "enquiries")');
    const leads = fs.readFileSync(path.join(root, "src/app/admin/@leads/[...path]/page.tsx"), "utf8");
    expect(leads).toContain('can(await getSessionUser(), "enquiries")');
  });
});
