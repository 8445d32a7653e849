import { afterFirstPaint } from "../after-first-paint";

/**
 * The site script's loader (components/site-script.tsx): adds the module at its own `data-src`
 * only after the first contentful paint (after-first-paint.ts). Nothing on the first screen waits
 * for it (the HTML is whole; the motion and the cookie banner run from the other inline scripts,
 * and a tap on a control before its controller runs is kept for it by early-taps.ts), and with
 * `defer` its download and run sat on the text pages' paint path: measured, the legal page's LCP
 * was 1.43× its limit's. Under the policy's 'strict-dynamic', the module this hash-allowed script
 * adds is trusted, and so are the chunks it imports. Its text names no address, so one hash covers
 * every build.
 */
const loader = document.currentScript!;

afterFirstPaint(() => {
  const script = document.createElement("script");
  script.type = "module";
  script.src = loader.dataset.src!;
  document.head.appendChild(script);
});
