import type { InboxMessages } from "./messages";

/** The badge: 'Nuevo' for new or empty, the language's word for our states, anything else as stored. */
export function statusLabel(status: string | null | undefined, m: InboxMessages): string {
  if (!status || status === "new") return m.status.new;
  return m.status[status] ?? status;
}
