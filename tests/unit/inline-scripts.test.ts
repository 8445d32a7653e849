import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_MODULE, builtModule, bundleInlineScripts } from "@/site/inline-bundle";

describe("the pages' inline scripts", () => {
  it("src/site/inline/built.ts holds what their sources bundle to", async () => {
    const committed = fs.readFileSync(BUILT_MODULE, "utf8");
    expect(committed, "src/site/inline/built.ts is out of date: run `npm run inline-scripts`").toBe(builtModule(await bundleInlineScripts()));
  });

  it("are each one expression statement, with no `</script` or `<!--` to end or change the element", async () => {
    for (const [name, text] of Object.entries(await bundleInlineScripts())) {
      expect(text, name).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
      expect(text, name).not.toMatch(/<\/script|<!--/i);
    }
  });
});
