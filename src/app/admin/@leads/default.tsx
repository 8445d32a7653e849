/** The badge slot always has a page (page.tsx for /admin, [...path] for every address below); this is Next's required fallback. */
export default function NoLeadsBadge() {
  return null;
}
