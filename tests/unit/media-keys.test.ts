import { afterEach, describe, expect, it } from "vitest";
import { keyFromMediaUrl, mediaUrl } from "@/platform/storage";

afterEach(() => {
  delete process.env.S3_PUBLIC_BASE_URL;
});

describe("keys behind stored file URLs", () => {
  it("reads /media URLs, relative or absolute, and round-trips mediaUrl", () => {
    expect(keyFromMediaUrl("/media/projects/a/gallery/x.jpg")).toBe("projects/a/gallery/x.jpg");
    expect(keyFromMediaUrl("https://obras.example/media/hero/y.webp")).toBe("hero/y.webp");
    expect(keyFromMediaUrl(mediaUrl("about-gallery/foto ñ.jpg"))).toBe("about-gallery/foto ñ.jpg");
  });
  it("refuses foreign URLs and traversal", () => {
    expect(keyFromMediaUrl("https://www.youtube.com/embed/x")).toBeNull();
    expect(keyFromMediaUrl("/media/../data/db")).toBeNull();
    expect(keyFromMediaUrl("/media/%E0%A4%A")).toBeNull();
  });
  it("recognises the CDN URLs of S3_PUBLIC_BASE_URL, so their files can be deleted", () => {
    process.env.S3_PUBLIC_BASE_URL = "https://cdn.obras.example/files/";
    expect(keyFromMediaUrl("https://cdn.obras.example/files/projects/p/cover/c.jpg")).toBe("projects/p/cover/c.jpg");
    expect(keyFromMediaUrl("https://cdn.obras.example/files/../secret")).toBeNull();
    expect(keyFromMediaUrl("https://other.example/files/projects/p/cover/c.jpg")).toBeNull();
  });
});
