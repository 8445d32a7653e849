import { LEAD_STAGES, type LeadStage } from "@/db/schema";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { Textarea } from "@/ui/textarea";
import { addLeadNoteFormAction, assignLeadFormAction, changeLeadStageFormAction, setLeadNextActionFormAction, setLeadValueFormAction } from "../actions";
import type { StaffOption } from "../service";
import { LOST_REASON_MAX, NEXT_ACTION_MAX, NOTE_MAX } from "../stages";
import type { LeadAdminMessages } from "./messages";
import { labelClass, selectClass } from "./styles";

/*
 * The lead page's forms: each a plain form posting its form action (it works without JavaScript;
 * the page comes back saying what happened). Keyed by the stored value where they are drawn, so a
 * saved change draws a form whose defaults are the new values.
 */

const Id = ({ id }: { id: string }) => <input type="hidden" name="id" value={id} />;

type StageProps = { m: LeadAdminMessages; id: string; stage: LeadStage; lostReason: string | null; asked: LeadStage | null; reasonMissing: boolean };

/** The stage, and the lost reason Perdido needs (asked for here when a card was moved there without one). */
export function StageForm({ m, id, stage, lostReason, asked, reasonMissing }: StageProps) {
  return (
    <form method="post" action={changeLeadStageFormAction} className="flex flex-col gap-3" id="stage">
      <Id id={id} />
      <div className="flex flex-col gap-1">
        <label htmlFor="lead-stage" className={labelClass}>
          {m.stageTitle}
        </label>
        <select id="lead-stage" name="stage" defaultValue={asked ?? stage} className={selectClass}>
          {LEAD_STAGES.map((s) => (
            <option key={s} value={s}>
              {m.stages[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="lead-lost-reason" className={labelClass}>
          {m.lostReason}
        </label>
        <Textarea
          id="lead-lost-reason"
          name="lostReason"
          rows={2}
          maxLength={LOST_REASON_MAX}
          defaultValue={lostReason ?? ""}
          aria-describedby="lead-lost-reason-hint"
          aria-invalid={reasonMissing || undefined}
        />
        <p id="lead-lost-reason-hint" className="text-xs text-muted-foreground">
          {m.lostReasonHint}
        </p>
      </div>
      <Button type="submit" size="sm" className="self-start">
        {m.saveStage}
      </Button>
    </form>
  );
}

type AssignProps = { m: LeadAdminMessages; id: string; assignedTo: string | null; assignees: StaffOption[]; viewerId: string };

export function AssignForm({ m, id, assignedTo, assignees, viewerId }: AssignProps) {
  const viewerMayTake = assignees.some((a) => a.id === viewerId);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <form method="post" action={assignLeadFormAction} className="flex flex-wrap items-end gap-2">
        <Id id={id} />
        <div className="flex flex-col gap-1">
          <label htmlFor="lead-assignee" className={labelClass}>
            {m.assignee}
          </label>
          <select id="lead-assignee" name="userId" defaultValue={assignedTo ?? ""} className={selectClass}>
            <option value="">{m.unassigned}</option>
            {assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name || a.email}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" variant="outline">
          {m.assign}
        </Button>
      </form>
      {viewerMayTake && assignedTo !== viewerId ? (
        <form method="post" action={assignLeadFormAction}>
          <Id id={id} />
          <input type="hidden" name="userId" value={viewerId} />
          <Button type="submit" size="sm" variant="outline">
            {m.assignMe}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

export function ValueForm({ m, id, value }: { m: LeadAdminMessages; id: string; value: number | null }) {
  return (
    <form method="post" action={setLeadValueFormAction} className="flex flex-wrap items-end gap-2">
      <Id id={id} />
      <div className="flex flex-col gap-1">
        <label htmlFor="lead-value" className={labelClass}>
          {m.valueLabel}
        </label>
        <Input id="lead-value" name="value" inputMode="numeric" pattern="[0-9. ]*" maxLength={12} defaultValue={value ?? ""} className="h-9 w-40" />
      </div>
      <Button type="submit" size="sm" variant="outline">
        {m.saveValue}
      </Button>
    </form>
  );
}

export function NextActionForm({ m, id, text, day }: { m: LeadAdminMessages; id: string; text: string | null; day: string | null }) {
  return (
    <form method="post" action={setLeadNextActionFormAction} className="flex flex-wrap items-end gap-2">
      <Id id={id} />
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor="lead-next-action" className={labelClass}>
          {m.nextAction}
        </label>
        <Input id="lead-next-action" name="text" maxLength={NEXT_ACTION_MAX} defaultValue={text ?? ""} className="h-9" />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="lead-next-action-day" className={labelClass}>
          {m.nextActionDay}
        </label>
        <Input id="lead-next-action-day" type="date" name="day" defaultValue={day ?? ""} className="h-9 w-40" />
      </div>
      <Button type="submit" size="sm" variant="outline">
        {m.saveNextAction}
      </Button>
    </form>
  );
}

export function NoteForm({ m, id }: { m: LeadAdminMessages; id: string }) {
  return (
    <form method="post" action={addLeadNoteFormAction} className="flex flex-col gap-2">
      <Id id={id} />
      <label htmlFor="lead-note" className={labelClass}>
        {m.note}
      </label>
      <Textarea id="lead-note" name="text" rows={3} required maxLength={NOTE_MAX} />
      <Button type="submit" size="sm" className="self-start">
        {m.addNote}
      </Button>
    </form>
  );
}
