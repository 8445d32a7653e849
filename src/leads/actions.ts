"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, registerAction, type ActionResult } from "@/admin/action";
import { leaveWhenRefused } from "@/admin/form-refusal";
import { t } from "@/i18n/current";
import { normalizeText } from "@/lib/normalize-text";
import { listHref } from "@/admin/list-query";
import { leadAdminMessages } from "./admin/messages";
import { BOARD_FILTER_PARAMS, filterParams, parseLeadFilters } from "./filters";
import { boardStageField, leadHref, LEADS_BOARD, LEADS_LIST, MANUAL_LEAD_FIELDS, type LeadFailure, type LeadNotice, type ManualLeadValues } from "./paths";
import * as service from "./service";
import { assignSchema, changeStageSchema, manualLeadSchema, nextActionSchema, noteSchema, valueSchema } from "./validation";

/*
 * The pipeline's writes. Leads are never shown on the public site: no cache tag changes. The
 * audit entries name the lead by id only (the activity feed is read by every enquiry role and
 * kept): never a name, an address or what a note says. A save that changed nothing (the same
 * stage, assignee, value or next action again) leaves no entry, as it leaves no timeline event.
 */
const invalidates: readonly string[] = [];

export const changeLeadStageAction = adminAction({
  name: "lead.stage",
  area: "enquiries",
  schema: changeStageSchema,
  fallbackError: () => t(leadAdminMessages).failures.stage,
  run: ({ tx, input, user }) => service.changeStage(tx, input.id, input.stage, input.lostReason, user.id),
  audit: (input, result) => (result.changed ? { entity: "contact_message", entityId: input.id, details: { from: result.from, to: result.to } } : null),
  invalidates,
});

export const assignLeadAction = adminAction({
  name: "lead.assign",
  area: "enquiries",
  schema: assignSchema,
  fallbackError: () => t(leadAdminMessages).failures.assign,
  run: ({ tx, input, user }) => service.assign(tx, input.id, input.userId, user.id),
  audit: (input, result) => (result.changed ? { entity: "contact_message", entityId: input.id, details: { to: input.userId } } : null),
  invalidates,
});

export const setLeadNextActionAction = adminAction({
  name: "lead.next-action",
  area: "enquiries",
  schema: nextActionSchema,
  fallbackError: () => t(leadAdminMessages).failures["next-action"],
  run: ({ tx, input, user }) => service.setNextAction(tx, input.id, input.text, input.day, user.id),
  audit: (input, result) => (result.changed ? { entity: "contact_message", entityId: input.id, details: { day: input.day } } : null),
  invalidates,
});

export const setLeadValueAction = adminAction({
  name: "lead.value",
  area: "enquiries",
  schema: valueSchema,
  fallbackError: () => t(leadAdminMessages).failures.value,
  run: ({ tx, input, user }) => service.setValue(tx, input.id, input.value, user.id),
  audit: (input, result) => (result.changed ? { entity: "contact_message", entityId: input.id, details: { value: input.value } } : null),
  invalidates,
});

export const addLeadNoteAction = adminAction({
  name: "lead.note",
  area: "enquiries",
  schema: noteSchema,
  fallbackError: () => t(leadAdminMessages).failures.note,
  run: ({ tx, input, user }) => service.addNote(tx, input.id, input.text, user.id),
  audit: (input) => ({ entity: "contact_message", entityId: input.id }),
  invalidates,
});

export const createLeadAction = adminAction({
  name: "lead.create",
  area: "enquiries",
  schema: manualLeadSchema,
  fallbackError: () => t(leadAdminMessages).createError,
  run: ({ tx, input, user }) => service.createManualLead(tx, input, user.id),
  audit: (_input, result) => ({ entity: "contact_message", entityId: result.id, details: { source: result.source, stage: result.stage } }),
  invalidates,
});

/* ------------------------------------------------------------------ posts without JavaScript */

// Anything can be posted to an action: only a form's string fields are read.
const fieldsOf = (form: unknown) => (name: string) => {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === "string" ? value : "";
};

const isId = (value: string) => z.uuid().safeParse(value).success;

/**
 * Where a post goes back to: the board it was made on (with the filters it showed, which its
 * forms carry as hidden fields, read back through the filters' own parser), the list, else the
 * lead's page.
 */
function backOf(field: (name: string) => string): string {
  const id = field("id");
  if (field("back") === "board") {
    const filters = parseLeadFilters(Object.fromEntries(BOARD_FILTER_PARAMS.map((name) => [name, field(name)])));
    return listHref(LEADS_BOARD, filterParams({ ...filters, stage: null }));
  }
  if (field("back") === "list" || !isId(id)) return LEADS_LIST;
  return leadHref(id);
}

/** `back` with one more parameter. */
const withParam = (back: string, param: string) => `${back}${back.includes("?") ? "&" : "?"}${param}`;

/** Back with what happened (`?aviso=`) or what failed (`?fallo=`): never what was typed. */
function answer(back: string, id: string, result: ActionResult<unknown>, what: LeadNotice & LeadFailure): never {
  if (result.ok) redirect(withParam(back, `aviso=${what}`));
  // A lead that is gone (or blocked) is refused under its id: the list says so.
  if (result.fieldErrors?.id !== undefined) redirect(`${LEADS_LIST}?fallo=not-found`);
  // The lost reason is asked for on the lead's page, wherever the move was made.
  if (result.fieldErrors?.lostReason !== undefined && isId(id)) redirect(`${leadHref(id)}?fallo=reason&etapa=perdido#stage`);
  redirect(withParam(back, `fallo=${result.fieldErrors?.userId !== undefined ? "assignee" : what}`));
}

/** A card's "Mover" or the lead page's stage form. A move to 'perdido' without a reason goes to the lead page, which asks for it. */
export async function changeLeadStageFormAction(form: unknown): Promise<void> {
  const field = fieldsOf(form);
  const back = backOf(field);
  const id = field("id");
  // The board posts a whole column: the pressed "Mover" names the card, whose list is named after it.
  const stage = field("stage") || field(boardStageField(id));
  if (stage === "perdido" && !field("lostReason").trim() && isId(id)) redirect(`${leadHref(id)}?fallo=reason&etapa=perdido#stage`);
  const result = await changeLeadStageAction({ id, stage, lostReason: field("lostReason") });
  leaveWhenRefused(result, back);
  answer(back, field("id"), result, "stage");
}
registerAction(changeLeadStageFormAction, "enquiries");

export async function assignLeadFormAction(form: unknown): Promise<void> {
  const field = fieldsOf(form);
  const back = backOf(field);
  const result = await assignLeadAction({ id: field("id"), userId: field("userId") });
  leaveWhenRefused(result, back);
  answer(back, field("id"), result, "assign");
}
registerAction(assignLeadFormAction, "enquiries");

export async function setLeadNextActionFormAction(form: unknown): Promise<void> {
  const field = fieldsOf(form);
  const back = backOf(field);
  const result = await setLeadNextActionAction({ id: field("id"), text: field("text"), day: field("day") });
  leaveWhenRefused(result, back);
  answer(back, field("id"), result, "next-action");
}
registerAction(setLeadNextActionFormAction, "enquiries");

export async function setLeadValueFormAction(form: unknown): Promise<void> {
  const field = fieldsOf(form);
  const back = backOf(field);
  const result = await setLeadValueAction({ id: field("id"), value: field("value") });
  leaveWhenRefused(result, back);
  answer(back, field("id"), result, "value");
}
registerAction(setLeadValueFormAction, "enquiries");

export async function addLeadNoteFormAction(form: unknown): Promise<void> {
  const field = fieldsOf(form);
  const back = backOf(field);
  const result = await addLeadNoteAction({ id: field("id"), text: field("text") });
  leaveWhenRefused(result, back);
  answer(back, field("id"), result, "note");
}
registerAction(addLeadNoteFormAction, "enquiries");

/** What the form shows after a refused post: what was typed and why (sent back in the answer, never in an address). */
export type ManualLeadFormState = { seq: number; values: ManualLeadValues | null; error: string | null; fieldErrors: Record<string, string> };

/** "Crear oportunidad", with or without JavaScript: the new lead's page, or the form again with its errors. */
export async function createLeadFormAction(previous: ManualLeadFormState, form: unknown): Promise<ManualLeadFormState> {
  const field = fieldsOf(form);
  const values = Object.fromEntries(MANUAL_LEAD_FIELDS.map((name) => [name, normalizeText(field(name))])) as ManualLeadValues;
  const result = await createLeadAction(values);
  leaveWhenRefused(result, "/admin/leads/new");
  if (result.ok) redirect(`${leadHref(result.data.id)}?aviso=created`);
  const seq = (Number.isSafeInteger(previous?.seq) ? previous.seq : 0) + 1;
  return { seq, values, error: result.error, fieldErrors: result.fieldErrors ?? {} };
}
registerAction(createLeadFormAction, "enquiries");
