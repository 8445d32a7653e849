/** The badge slot always has a page ([[...path]] matches every admin address); this is Next's required fallback. */
export default function NoUnreadBadge() {
  return null;
}
