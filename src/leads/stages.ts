import { LEAD_SOURCES, LEAD_STAGES, type LeadSource, type LeadStage } from "@/db/schema";

/**
 * The pipeline's stages and the rules a move follows. Any stage may follow any other (a lost lead
 * that calls back goes back to work); what a move changes besides the stage is decided here.
 */
export { LEAD_STAGES, type LeadStage };

/** Where staff type a lead in from: the public forms' sources are set by those forms alone. */
export const MANUAL_SOURCES = ["whatsapp", "phone", "manual"] as const satisfies readonly LeadSource[];
export type ManualSource = (typeof MANUAL_SOURCES)[number];

/** A lead typed in starts anywhere but lost: a lost lead needs a reason, which the form does not ask for. */
export const MANUAL_STAGES = LEAD_STAGES.filter((s) => s !== "perdido") as Exclude<LeadStage, "perdido">[];

export const isLeadStage = (value: unknown): value is LeadStage => typeof value === "string" && (LEAD_STAGES as readonly string[]).includes(value);
export const isLeadSource = (value: unknown): value is LeadSource => typeof value === "string" && (LEAD_SOURCES as readonly string[]).includes(value);

/** The stages whose leads no longer wait for anything: a next action there is never overdue. */
export const CLOSED_STAGES: readonly LeadStage[] = ["ganado", "perdido"];

export { LOST_REASON_MAX, NEXT_ACTION_MAX, NOTE_MAX, VALUE_MAX } from "./limits";

/** The columns a stage change writes besides the stage itself. */
export function stageChange(to: LeadStage, lostReason: string | null, now: Date): { stage: LeadStage; lostReason: string | null; wonAt?: Date | null } {
  return {
    stage: to,
    // Only a lost lead keeps a reason; any other stage clears it.
    lostReason: to === "perdido" ? lostReason : null,
    wonAt: to === "ganado" ? now : null,
  };
}
