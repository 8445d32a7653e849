import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SITE_ICON } from "@/app/site-icon";

describe("the site icon written into every page", () => {
  it("is a 48 px PNG data URL, small enough to ride in each page", async () => {
    const [, base64] = SITE_ICON.url.match(/^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/) ?? [];
    expect(base64).toBeTruthy();
    const png = Buffer.from(base64, "base64");
    expect(png.length).toBeLessThanOrEqual(1024);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 48, 48]);
    expect(SITE_ICON.sizes).toBe(`${meta.width}x${meta.height}`);
  });
});
