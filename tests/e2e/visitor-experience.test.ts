import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { demoProjects } from "@/seed/content-projects";
import { uiMessages } from "@/messages/ui";
import { expectScrolledTo, expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { hydrated as reactAttached } from "./support/hydration";
import { makeDataDir, startApp } from "./support/server";

/**
 * What visitors see and do: swipe, the pause control, the spec's motion (fragment scroll after
 * ~100 ms, staggered reveal), phone layout, errors in words people understand, and no invented
 * contact data on a fresh site. Everything runs on the shared seeded server except the last
 * block, which needs a site of its own (SEED_DEMO=false).
 */

const baseURL = inject("baseURL");
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1366, height: 800 } };
// Scripts, client navigations and animations can take seconds on a loaded machine.
const poll = <T>(read: () => Promise<T>, timeout = 15_000) => expect.poll(read, { timeout });

// Keep the cookie banner out of the way of the controls under test.
test.override("pageDefaults", { consent: "declined", timeout: 20_000 });

/** A finger drag across `target` (Chromium touch events through CDP; Playwright has taps only). */
async function swipe(page: Page, target: Locator, direction: "left" | "right", yFraction = 0.5) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height * yFraction;
  const [from, to] = direction === "left" ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from + ((to - from) * i) / steps, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Index of the dot marked current in a dots group. */
const currentDot = (group: Locator) => group.evaluate((el) => [...el.querySelectorAll("button")].findIndex((b) => b.getAttribute("aria-current") === "true"));

/** A published seeded project whose gallery has at least `min` images. */
async function projectWithGallery(min: number): Promise<{ slug: string; total: number }> {
  for (const project of demoProjects.filter((p) => p.published)) {
    const res = await fetch(`${baseURL}/projeto/${project.slug}`);
    if (!res.ok) continue;
    const total = ((await res.text()).match(/aria-label="Ver imagen \d+ de \d+"/g) ?? []).length;
    if (total >= min) return { slug: project.slug, total };
  }
  throw new Error(`no seeded project with ${min} gallery images`);
}

/** Waits until the page's carousels answer: each one's track marks itself ready (data-carousel-ready) once hydrated. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const carousels = [...document.querySelectorAll('[aria-roledescription="carrusel"]')];
    return carousels.length > 0 && carousels.every((carousel) => carousel.querySelector("[data-carousel-ready]") !== null);
  });

/** A mouse drag across `target`, from 80 % to 20 % of its width (or back), in small steps. */
async function mouseDrag(page: Page, target: Locator, direction: "left" | "right") {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === "left" ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y, { steps: 12 });
  await page.mouse.up();
}

/** A seeded project page whose gallery has three or more pictures, its controller running: the gallery, its thumbnails by number and how many. */
async function openGallery(page: Page) {
  const { slug, total } = await projectWithGallery(3);
  await page.goto(`/projeto/${slug}`);
  const gallery = page.getByRole("region", { name: /^Galería de / });
  await gallery.waitFor();
  await hydrated(page);
  const thumb = (n: number) => page.getByRole("button", { name: `Ver imagen ${n} de ${total}` });
  return { gallery, thumb, total };
}

/** The landing page's hero once its controller runs: the section, its dots and how many slides it has (three or more). */
async function openHero(page: Page) {
  await page.goto("/");
  await hydrated(page);
  const hero = page.locator("section#home");
  const dots = hero.getByRole("group", { name: "Diapositivas" });
  const count = await dots.getByRole("button").count();
  expect(count).toBeGreaterThanOrEqual(3);
  return { hero, dots, count };
}

describe("swipe on a phone", () => {
  test("the hero slideshow follows a swipe in both directions", async ({ newPage }) => {
    const page = await newPage(PHONE);
    const { hero, dots, count } = await openHero(page);
    expect(await currentDot(dots)).toBe(0);
    // Towards the previous slide: the slideshow wraps to the last one (auto-rotation never goes there from the first).
    await swipe(page, hero, "right", 0.2);
    await poll(() => currentDot(dots), 5000).toBe(count - 1);
    await poll(() => hero.locator('[aria-roledescription="diapositiva"][aria-hidden="false"]').getAttribute("aria-label")).toBe(`${count} de ${count}`);
    await swipe(page, hero, "left", 0.2);
    await poll(() => currentDot(dots), 5000).toBe(0);
  });

  test("the project gallery and its fullscreen viewer follow swipes", async ({ newPage }) => {
    const page = await newPage(PHONE);
    const { gallery, thumb, total } = await openGallery(page);
    expect(await thumb(1).getAttribute("aria-current")).toBe("true");
    await swipe(page, gallery, "left");
    await poll(() => thumb(2).getAttribute("aria-current")).toBe("true");
    // Once touched, the next neighbour's picture is in place before it slides in.
    await poll(() => gallery.locator('[aria-roledescription="diapositiva"]').nth(2).locator("img").count()).toBe(1);
    // A person taps once the slide has settled: Chromium turns a tap within ~0.2 s of a swipe's
    // end into the end of that gesture, not a click (measured: no click at 0 ms, a click at 200 ms).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));

    await page.getByRole("button", { name: /^Ver a pantalla completa/ }).tap();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const counter = dialog.getByTestId("viewer-counter");
    await poll(() => counter.textContent()).toBe(`2 / ${total}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="viewer-track"][data-carousel-ready]') !== null);
    await swipe(page, dialog.getByTestId("viewer-track"), "left");
    await poll(() => counter.textContent()).toBe(`3 / ${total}`);
    await swipe(page, dialog.getByTestId("viewer-track"), "right");
    await poll(() => counter.textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await thumb(2).getAttribute("aria-current")).toBe("true");
  });
});

describe("drag with a mouse", () => {
  test("the About carousel follows a mouse drag both ways, wrapping at its ends", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    const about = page.locator("#about").getByRole("region", { name: "Nuestro trabajo" });
    await about.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector("#about [data-carousel-ready]") !== null);
    const dots = about.getByRole("group", { name: "Imágenes" });
    const count = await dots.getByRole("button").count();
    expect(count).toBeGreaterThanOrEqual(2);
    // The pointer and focus rest on the carousel (which pauses it), so only the drags move it.
    await about.hover();
    await dots.getByRole("button").first().click();
    await poll(() => currentDot(dots), 5000).toBe(0);
    await mouseDrag(page, about, "right");
    await poll(() => currentDot(dots), 5000).toBe(count - 1);
    await mouseDrag(page, about, "left");
    await poll(() => currentDot(dots), 5000).toBe(0);
    await mouseDrag(page, about, "left");
    await poll(() => currentDot(dots), 5000).toBe(1);
    expect(await about.locator('[aria-roledescription="diapositiva"][aria-hidden="false"]').getAttribute("aria-label")).toBe(`2 de ${count}`);
  });

  test("a drag across the project gallery moves it without opening the fullscreen viewer; a click opens it", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    const { gallery, thumb } = await openGallery(page);
    await mouseDrag(page, gallery, "left");
    await poll(() => thumb(2).getAttribute("aria-current")).toBe("true");
    await page.waitForTimeout(300);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("button", { name: /^Ver a pantalla completa/ }).click();
    await page.getByRole("dialog").waitFor();
  });
});

describe("reduced motion in the carousels", () => {
  test("starts paused and changes slides at once, with no sliding", async ({ newPage }) => {
    const page = await newPage({ ...DESKTOP, reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    const hero = page.locator("section#home");
    await hero.getByRole("button", { name: "Reanudar presentación" }).waitFor();
    const dots = hero.getByRole("group", { name: "Diapositivas" });
    await dots.getByRole("button").nth(2).click();
    await poll(() => currentDot(dots)).toBe(2);
    const track = hero.locator("[data-carousel-ready] > div");
    // No transition: the track is already where it goes (two slides on), not on its way there.
    const { duration, shift, width } = await track.evaluate((el) => ({
      duration: getComputedStyle(el).transitionDuration,
      shift: new DOMMatrixReadOnly(getComputedStyle(el).transform).m41,
      width: (el as HTMLElement).offsetWidth,
    }));
    expect(duration).toBe("0s");
    expect(shift).toBeCloseTo(-2 * width, 0);
  });
});

describe("auto-rotation can be stopped", () => {
  test("the hero's pause control stops the rotation and says how to resume it", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    // The rotation's timers run on a clock the test moves: its waits take no time of their own.
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const hero = page.locator("section#home");
    const dots = hero.getByRole("group", { name: "Diapositivas" });
    const pause = hero.getByRole("button", { name: "Pausar presentación" });
    await pause.click();
    const resume = hero.getByRole("button", { name: "Reanudar presentación" });
    await resume.waitFor();
    const stoppedAt = await currentDot(dots);
    // Away from the hero (hover and focus pause too): only the control keeps it still now.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(10, 790);
    await page.clock.runFor(6500);
    expect(await currentDot(dots)).toBe(stoppedAt);

    await resume.click();
    await hero.getByRole("button", { name: "Pausar presentación" }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(10, 790);
    await page.clock.runFor(6500);
    await poll(() => currentDot(dots), 9000).not.toBe(stoppedAt);
    // The About carousel has its own control.
    expect(await page.locator("#about").getByRole("button", { name: "Pausar presentación" }).count()).toBe(1);
  });
});

describe("keyboard, screen readers and the hero's later pictures", () => {
  /** Each slide's and each title's aria-hidden, and the shown title's opacity, in a carousel root. */
  const state = (root: Locator) =>
    root.evaluate((el) => ({
      slides: [...el.querySelectorAll("[data-carousel-viewport] > div > div")].map((s) => s.getAttribute("aria-hidden")),
      titles: [...el.querySelectorAll("[data-carousel-panel]")].map((p) => p.getAttribute("aria-hidden")),
      opacities: [...el.querySelectorAll("[data-carousel-panel]")].map((p) => getComputedStyle(p).opacity),
      dotWidths: [...el.querySelectorAll("[data-carousel-dot] span")].map((d) => Math.round(d.getBoundingClientRect().width)),
    }));
  const only = (count: number, i: number) => Array.from({ length: count }, (_, j) => String(j !== i));

  test("the arrow keys move the hero and About carousels while focus is inside, and slides, titles and dots follow", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    const { hero, dots, count } = await openHero(page);
    // Focus inside the hero (which also pauses its rotation).
    await dots.getByRole("button").first().focus();
    await page.keyboard.press("ArrowRight");
    await poll(() => currentDot(dots)).toBe(1);
    // The text cross-fades: only the shown slide's title is visible, the current dot is the long one.
    await poll(() => state(hero)).toMatchObject({ slides: only(count, 1), titles: only(count, 1) });
    await poll(async () => (await state(hero)).opacities).toEqual(only(count, 1).map((hidden) => (hidden === "true" ? "0" : "1")));
    const widths = (await state(hero)).dotWidths;
    expect(widths[1]).toBeGreaterThan(widths[0]);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await poll(() => currentDot(dots)).toBe(count - 1);
    expect(await state(hero)).toMatchObject({ slides: only(count, count - 1), titles: only(count, count - 1) });

    const about = page.locator("#about").getByRole("region", { name: "Nuestro trabajo" });
    const aboutDots = about.getByRole("group", { name: "Imágenes" });
    const aboutCount = await aboutDots.getByRole("button").count();
    await aboutDots.getByRole("button").first().focus();
    await page.keyboard.press("ArrowRight");
    await poll(() => currentDot(aboutDots)).toBe(1);
    expect((await state(about)).slides).toEqual(only(aboutCount, 1));
    // The hero did not move with it: the keys belong to the carousel that holds the focus.
    expect(await currentDot(dots)).toBe(count - 1);
  });

  test("follows a change of the reduced-motion setting while the page is open", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    const hero = page.locator("section#home");
    await expectVisible(hero.getByRole("button", { name: "Pausar presentación" }), "the hero's pause control, while it rotates");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expectVisible(hero.getByRole("button", { name: "Reanudar presentación" }), "the hero's resume control, once motion is reduced");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await expectVisible(hero.getByRole("button", { name: "Pausar presentación" }), "the hero's pause control, once motion is allowed again");
  });

  /**
   * Moves a paused page clock on until the site script has run: it starts in a timer after the
   * first contentful paint (src/site/after-first-paint.ts), a moment the test cannot see coming.
   * The hero's 2.5 s count starts with its controller, so the time spent here is not part of it.
   */
  async function startSiteScript(page: Page) {
    for (let i = 0; i < 50 && !(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"))); i++) await page.clock.runFor(20);
    await hydrated(page);
  }

  test("puts the hero's later pictures in place 2.5 s after the page starts, or at once when a swipe starts", async ({ newPage }) => {
    // The page's clock stands still unless the test moves it (an installed clock otherwise runs).
    const page = await newPage(DESKTOP);
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto("/");
    await startSiteScript(page);
    const hero = page.locator("section#home");
    const pictures = () => hero.locator("[data-carousel-viewport] picture").count();
    const slides = await hero.locator("[data-carousel-viewport] > div > div").count();
    expect(slides).toBeGreaterThanOrEqual(3);
    await page.clock.runFor(2000);
    expect(await pictures()).toBe(1);
    await page.clock.runFor(600);
    await poll(pictures).toBe(slides);
    expect(await hero.locator("[data-hero-placeholder], template").count()).toBe(0);

    const touched = await newPage(PHONE);
    await touched.clock.install({ time: 0 });
    await touched.clock.pauseAt(1000);
    await touched.goto("/");
    await startSiteScript(touched);
    const touchedHero = touched.locator("section#home");
    expect(await touchedHero.locator("[data-carousel-viewport] picture").count()).toBe(1);
    await swipe(touched, touchedHero, "left", 0.2);
    await poll(() => touchedHero.locator("[data-carousel-viewport] picture").count()).toBe(slides);
  });
});

describe("the spec's motion", () => {
  test("an address with a fragment scrolls smoothly to its section about 100 ms after load", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    // Scroll events alone cannot show the smoothness on a busy machine (the compositor animates
    // while the main thread is blocked, and the first event may come near the end), so the call
    // that starts the scroll is recorded too.
    await page.addInitScript(() => {
      const w = window as unknown as { scrolls: { t: number; y: number }[]; calls: { t: number; id: string; behavior?: string }[]; parsed: number };
      w.scrolls = [];
      w.calls = [];
      addEventListener("scroll", () => w.scrolls.push({ t: performance.now(), y: scrollY }), { passive: true });
      document.addEventListener("DOMContentLoaded", () => (w.parsed = performance.now()));
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        w.calls.push({ t: performance.now(), id: this.id, behavior: typeof options === "object" ? options.behavior : undefined });
        return original.call(this, options);
      };
    });
    await page.goto("/#contact");
    // The id is held back while the page loads (motion-scripts.ts): no element until it is given back.
    await expectScrolledTo(page, "contact", 100, { timeout: 20_000 });
    const { scrolls, calls, parsed, hash } = await page.evaluate(() => {
      const w = window as unknown as { scrolls: { t: number; y: number }[]; calls: { t: number; id: string; behavior?: string }[]; parsed: number };
      return { scrolls: w.scrolls, calls: w.calls, parsed: w.parsed, hash: location.hash };
    });
    expect(hash).toBe("#contact");
    // One smooth scroll to the section, asked for ~100 ms after the document is parsed…
    const call = calls.find((c) => c.id === "contact");
    expect(call?.behavior).toBe("smooth");
    expect(call!.t - parsed).toBeGreaterThanOrEqual(90);
    // …and no jump before it: the page stayed at the top while it loaded.
    expect(scrolls.filter((s) => s.t < call!.t && s.y !== 0)).toEqual([]);
  });

  test("arriving from another page through a header link lands on the section, smoothly", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await page.goto("/politica-de-privacidade");
    await page.locator('header nav a[href="/#projects"]').first().click();
    await page.waitForURL(/\/#projects$/);
    // The id is held back while the page loads (motion-scripts.ts): no element until it is given back.
    await expectScrolledTo(page, "projects", 100, { timeout: 20_000 });
  });

  test("reveals the landing sections and cards with staggered delays of 150 to 200 ms, without layout shift", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await page.addInitScript(() => {
      type Shift = {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const w = window as unknown as { cls: number; shifts: string[] };
      w.cls = 0;
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.cls += entry.value;
          // What moved, so a failure says where to look.
          const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
            const name =
              node instanceof Element
                ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${String(node.getAttribute("class") ?? "").slice(0, 50)}`
                : String(node?.nodeName);
            return `${name} (${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height})`;
          });
          w.shifts.push(`${Math.round(entry.startTime)} ms, ${entry.value.toFixed(4)}: ${moved.join("; ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    const delays = await page.$$eval("[data-reveal]", (els) => els.map((el) => getComputedStyle(el).transitionDelay));
    expect(delays.length).toBeGreaterThan(5);
    const ms = delays.map((d) => Math.max(...d.split(",").map((part) => parseFloat(part) * 1000)));
    for (const delay of ms) {
      expect(delay).toBeGreaterThanOrEqual(150);
      expect(delay).toBeLessThanOrEqual(200);
    }
    expect(new Set(ms).size).toBeGreaterThan(1);
    // Below the fold, a card waits hidden (opacity only) until it comes into view.
    const card = page.locator("#projects li[data-reveal]").first();
    expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await card.scrollIntoViewIfNeeded();
    await poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await poll(() =>
      page
        .locator("#contact [data-reveal]")
        .last()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe("1");
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { cls: number; shifts: string[] };
      return { cls: w.cls, shifts: w.shifts };
    });
    // Idle, and with the CPU, the network, the scripts or the images slowed down, this page shifts
    // by 0. On a loaded CI machine it once measured 0.0147 and the source was not recorded: any
    // shift is printed (passing or not) to find it, and 0.05 — half of web-vitals' "good" (0.1) — is
    // the line that fails.
    if (cls > 0) console.log(`[layout-shift] CLS ${cls.toFixed(4)}\n${shifts.join("\n")}`);
    expect(cls, shifts.join("\n")).toBeLessThan(0.05);
  });

  test("under prefers-reduced-motion nothing is hidden or delayed, and without scripts nothing is hidden", async ({ newPage }) => {
    const reduced = await newPage({ ...DESKTOP, reducedMotion: "reduce" });
    await reduced.goto("/");
    const styles = await reduced.$$eval("[data-reveal]", (els) => els.map((el) => [getComputedStyle(el).transitionDelay, getComputedStyle(el).opacity]));
    expect(styles.length).toBeGreaterThan(5);
    for (const [delay, opacity] of styles) {
      expect(delay).toBe("0s");
      expect(opacity).toBe("1");
    }

    const noScript = await newPage({ ...DESKTOP, javaScriptEnabled: false });
    await noScript.goto("/");
    const opacities = await noScript.$$eval("[data-reveal]", (els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities.length).toBeGreaterThan(5);
    expect(new Set(opacities)).toEqual(new Set(["1"]));
  });
});

describe("layout", () => {
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test("on a phone the chat button leaves the footer's links free at the end of the page", async ({ newPage }) => {
    const page = await newPage(PHONE);
    await page.goto("/politica-de-privacidade");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1);
    const chat = (await page.getByRole("link", { name: "Escríbenos por WhatsApp" }).boundingBox())!;
    for (const name of ["Política de privacidad", "Términos de servicio"]) {
      const link = (await page.locator("footer").getByRole("link", { name, exact: true }).last().boundingBox())!;
      expect(overlaps(chat, link), `${name} under the chat button`).toBe(false);
    }
  });

  test("on a phone the project page's five tabs are all on screen, wrapping rather than scrolling out of sight", async ({ newPage }) => {
    const page = await newPage(PHONE);
    await page.goto(`/projeto/${demoProjects.find((p) => p.published)!.slug}`);
    const tabs = page.getByRole("tab");
    expect(await tabs.count()).toBe(5);
    const boxes = await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const box of boxes) expect(box.left >= 0 && box.right <= width, JSON.stringify(box)).toBe(true);
    // At most two rows, each tap target as tall as a finger needs.
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeLessThanOrEqual(2);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
    // A tap before the tabs' controller has run is kept for it (src/site/early-taps.ts).
    await tabs.last().tap();
    await poll(() => tabs.last().getAttribute("aria-selected")).toBe("true");
  });

  test("at 1366 px the contact address wraps between words only", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await page.goto("/");
    const address = page.locator("#contact h3", { hasText: "Dirección" }).locator("xpath=following-sibling::*[1]");
    const brokenWords = await address.evaluate((el) => {
      const node = el.firstChild as Text;
      const broken: string[] = [];
      for (const match of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(match[0]);
      }
      return broken;
    });
    expect(brokenWords).toEqual([]);
  });

  test("the sign-in page links back to the site", async ({ newPage }) => {
    const page = await newPage(PHONE);
    await page.goto("/auth");
    const back = page.getByRole("link", { name: "Volver al sitio web" });
    expect(await back.getAttribute("href")).toBe("/");
    await back.tap();
    await page.waitForURL(`${baseURL}/`);
  });
});

describe("errors people understand", () => {
  // The public pages have no language of their own yet: the generic handler answers in Spanish there.
  test("a network failure on the contact form shows the spec's connection message, not the exception", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await page.goto("/");
    await reactAttached(page, "#contact form");
    // The network goes away for what the form sends; pages and scripts still load.
    await page.route("**/*", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback()));
    const form = page.getByRole("form", { name: "Formulario de contacto" });
    await form.getByLabel("Nombre").fill("Lucía Otero");
    await form.getByLabel("Correo electrónico").fill("lucia@example.com");
    await form.getByLabel("Asunto").fill("Reforma de baño");
    await form.getByLabel("Mensaje").fill("Quisiera un presupuesto.");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    const toast = page.locator("[data-site-toaster] [data-toast]").filter({ hasText: uiMessages.es.network });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Error");
    const body = await page.locator("body").innerText();
    expect(body).not.toContain("Failed to fetch");
    expect(body).not.toContain("unexpected response");
    // What was typed is still there to send again.
    expect(await form.getByLabel("Mensaje").inputValue()).toBe("Quisiera un presupuesto.");
  });
});

describe("a fresh site (SEED_DEMO=false) publishes no invented contact data", () => {
  test("has no placeholder e-mail, phone, address or chat number on any public page", async ({ newPage }) => {
    const server = await startApp(makeDataDir("visitor-fresh"), { SEED_DEMO: "false" });
    try {
      for (const path of ["/", "/politica-de-privacidade", "/termos-de-servico", "/buscar?q=cocina"]) {
        const html = await (await fetch(`${server.url}${path}`)).text();
        for (const invented of ["example.com", "600000000", "600 000 000", "986 000 000", "986000000", "wa.me/", "Vigo, Pontevedra"]) {
          expect(html, `${path} shows ${invented}`).not.toContain(invented);
        }
      }
      const page = await newPage({ ...PHONE, baseURL: server.url });
      await page.goto("/");
      expect(await page.getByRole("link", { name: "Escríbenos por WhatsApp" }).count()).toBe(0);
      const contact = page.locator("#contact");
      for (const label of ["Teléfono", "Correo electrónico", "Dirección"]) expect(await contact.locator("h3", { hasText: label }).count()).toBe(0);
      // The hours (the spec's defaults) and the form remain.
      expect(await contact.locator("h3", { hasText: "Horario" }).count()).toBe(1);
      await contact.getByRole("form", { name: "Formulario de contacto" }).waitFor();
      // The privacy policy points to the contact form instead of an address.
      await page.goto("/politica-de-privacidade");
      expect(await page.locator('main a[href="/#contact"]').count()).toBeGreaterThan(0);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
