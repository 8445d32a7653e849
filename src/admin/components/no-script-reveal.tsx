/**
 * For a loading skeleton (`loading.tsx`): without JavaScript, the streamed page stays in a
 * hidden element React's inline script would have moved into place. This shows it (after the
 * rest of the screen) and hides the skeleton, so a list, and a form's "Confirmar" of a translation,
 * still work with scripts off. The reveal
 * sits in the `theme` layer: Tailwind's preflight hides `[hidden]` with `!important` in `base`,
 * and for important rules an earlier layer wins.
 */
export function NoScriptReveal() {
  return (
    <noscript>
      <style>{`[data-list-skeleton]{display:none!important}@layer theme{div[hidden][id^="S:"]{display:block!important;padding:1.5rem}}`}</style>
    </noscript>
  );
}
