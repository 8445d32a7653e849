import { Children, createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorScreen } from "@/app/error-screen.client";
import { errorMessages } from "@/messages/errors";

const en = errorMessages.en;
const es = errorMessages.es;
import RouteError from "@/app/error";
import GlobalError from "@/app/global-error";

type Props = { children?: ReactNode; onClick?: () => void; href?: string; type?: string };

/** Every element of a rendered tree (host elements only; ErrorScreen uses no hooks, so it can be called). */
function elements(node: ReactNode): ReactElement<Props>[] {
  if (!isValidElement<Props>(node)) return [];
  return [node, ...Children.toArray(node.props.children).flatMap(elements)];
}
const textOf = (el: ReactElement<Props>): string =>
  Children.toArray(el.props.children)
    .map((c) => (typeof c === "string" ? c : isValidElement<Props>(c) ? textOf(c) : ""))
    .join("")
    .trim();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("render-crash screen (spec/public-site.md §2 Error screens)", () => {
  it("says 'Oops! Something went wrong' with Try Again, Reload Page and Go Home (in English; translated in the others)", () => {
    const html = renderToStaticMarkup(createElement(ErrorScreen, { reset: () => {}, messages: en }));
    const doc = new DOMParserLite(html);
    expect(doc.texts("h1")).toEqual(["Oops! Something went wrong"]);
    expect(doc.texts("button")).toEqual(["Try Again", "Reload Page"]);
    expect(doc.texts("a")).toEqual(["Go Home"]);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go Home<\/a>/);
    expect(html).toMatch(/<main[\s>]/);
    for (const button of html.match(/<button [^>]*>/g)!) expect(button).toContain('type="button"');
  });

  it("Try Again calls the boundary's reset; Reload Page reloads the page", () => {
    const reset = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal("window", { location: { reload } });
    const tree = elements(ErrorScreen({ reset, messages: en }));
    const button = (label: string) => tree.find((el) => el.type === "button" && textOf(el) === label)!;

    button("Try Again").props.onClick!();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    button("Reload Page").props.onClick!();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(tree.find((el) => el.type === "a")!.props.href).toBe("/");
  });

  it("is what both the route boundary (error.tsx) and the root boundary (global-error.tsx) show", () => {
    // Above any language provider the boundary speaks the site's default language, Spanish.
    const screen = renderToStaticMarkup(createElement(ErrorScreen, { reset: () => {}, messages: es }));
    expect(screen).toContain(`>${es.title}</h1>`);
    const route = renderToStaticMarkup(createElement(RouteError, { error: new Error("boom"), reset: () => {} }));
    expect(route).toBe(screen);
    expect(route).not.toContain("boom");

    // The root boundary replaces the whole document: it brings its own <html lang="es"> and <body>.
    const global = renderToStaticMarkup(createElement(GlobalError, { error: new Error("boom"), reset: () => {} }));
    expect(global).toBe(`<html lang="es"><head></head><body>${screen}</body></html>`);
  });
});

/** Just enough HTML reading for static markup without a DOM library: texts of one tag name. */
class DOMParserLite {
  constructor(private readonly html: string) {}
  texts(tag: string): string[] {
    return [...this.html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1].replace(/<[^>]+>/g, "").trim());
  }
}
