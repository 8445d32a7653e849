/** The pipeline's addresses, and the words a form's post comes back with (`?aviso=`, `?fallo=`). */
export const LEADS_LIST = "/admin/leads";
export const LEADS_BOARD = "/admin/leads/board";
export const LEADS_NEW = "/admin/leads/new";
export const leadHref = (id: string) => `${LEADS_LIST}/${encodeURIComponent(id)}`;

export const LEAD_NOTICES = ["stage", "assign", "value", "next-action", "note", "created"] as const;
export type LeadNotice = (typeof LEAD_NOTICES)[number];
export const LEAD_FAILURES = ["stage", "assign", "value", "next-action", "note", "reason", "assignee", "not-found"] as const;
export type LeadFailure = (typeof LEAD_FAILURES)[number];

const pick = <T extends string>(list: readonly T[], value: string | undefined): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null;
export const parseNotice = (value: string | undefined) => pick(LEAD_NOTICES, value);
export const parseFailure = (value: string | undefined) => pick(LEAD_FAILURES, value);

/** The manual lead form's fields, in the order the form shows them. */
export const MANUAL_LEAD_FIELDS = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "source",
  "stage",
  "value",
  "assignee",
  "nextAction",
  "nextActionOn",
] as const;
export type ManualLeadValues = Record<(typeof MANUAL_LEAD_FIELDS)[number], string>;

/** Where a lead's name goes in a phrase the server hands to the browser once for every card ("Mover «{name}» a"). */
export const NAME_SLOT = "{name}";
export const STAGE_SLOT = "{stage}";
/** A board card's stage list is named after its lead: one form per column posts them all, the pressed "Mover" says which. */
export const boardStageField = (id: string) => `stage-${id}`;
