import { describe, expect, it } from "vitest";
import { safeUrl } from "@/lib/safe-url";
import { sanitizeRichText } from "@/lib/sanitize";

describe("rich text sanitiser", () => {
  it.each([
    ["<p>hola<script>alert(1)</script></p>", "<p>hola</p>"],
    ['<img src=x onerror="alert(1)">', ""],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<p onclick="alert(1)" style="color:red">x</p>', "<p>x</p>"],
    ["<svg><script>alert(1)</script></svg>", ""],
    ['<iframe src="https://evil.example"></iframe>', ""],
  ])("neutralises %s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("keeps the toolbar's formatting", () => {
    const html =
      "<h2>Título</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p><ol><li>x</li></ol><ul><li>y</li></ul><blockquote>q</blockquote><pre><code>z</code></pre>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("opens external links safely and keeps internal ones plain", () => {
    expect(sanitizeRichText('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">e</a>',
    );
    expect(sanitizeRichText('<a href="/#contact" target="_top">c</a>')).toBe('<a href="/#contact">c</a>');
  });
});

describe("safeUrl", () => {
  it.each([
    ["/media/projects/a.jpg", "/media/projects/a.jpg"],
    ["https://www.youtube-nocookie.com/embed/x", "https://www.youtube-nocookie.com/embed/x"],
    ["javascript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["//evil.example/x", null],
    [42, null],
  ])("%s", (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });
});
