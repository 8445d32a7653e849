import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ORPHAN_MAX_AGE_MS, orphanMaxAgeMs } from "@/media/temp-cleanup";
import { createDiskStorage, sweepStaleTempFiles } from "@/platform/storage";

/** The crash-recovery hooks in isolation: what a killed write leaves, and who may remove it when. */
describe("partial upload files left by a crash", () => {
  it("sweeps only temporary files untouched for the given age, never a stored object", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-"));
    try {
      expect(await sweepStaleTempFiles(root, 0)).toBe(0); // no .tmp yet: nothing to do
      await createDiskStorage(root).put("about-gallery/a.jpg", Buffer.from("whole"), { contentType: "image/jpeg" });
      const tmp = path.join(root, ".tmp");
      fs.writeFileSync(path.join(tmp, "dead.part"), "half");
      fs.writeFileSync(path.join(tmp, "live.part"), "half");
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      fs.utimesSync(path.join(tmp, "dead.part"), hourAgo, hourAgo);

      expect(await sweepStaleTempFiles(root, 30 * 60 * 1000)).toBe(1);
      expect(fs.readdirSync(tmp)).toEqual(["live.part"]);
      expect(fs.readFileSync(path.join(root, "about-gallery/a.jpg"), "utf8")).toBe("whole");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("MEDIA_ORPHAN_MAX_AGE_MS overrides the orphan age; anything but a non-negative number keeps the day", () => {
    expect(orphanMaxAgeMs({})).toBe(ORPHAN_MAX_AGE_MS);
    expect(orphanMaxAgeMs({ MEDIA_ORPHAN_MAX_AGE_MS: "0" })).toBe(0);
    expect(orphanMaxAgeMs({ MEDIA_ORPHAN_MAX_AGE_MS: "60000" })).toBe(60_000);
    for (const bad of ["", "-5", "abc", "Infinity"]) expect(orphanMaxAgeMs({ MEDIA_ORPHAN_MAX_AGE_MS: bad })).toBe(ORPHAN_MAX_AGE_MS);
  });
});
