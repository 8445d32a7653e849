import { LEAD_STAGES, type LeadStage } from "@/db/schema";
import { Button } from "@/ui/button";
import { changeLeadStageFormAction } from "../actions";
import type { LeadAdminMessages } from "./messages";
import { selectClass } from "./styles";

/**
 * A card's "Mover": the stage list and a button, posted as a plain form (no JavaScript needed,
 * reachable by keyboard). Moving to Perdido goes to the lead's page, which asks for the reason.
 */
export function MoveForm({ m, id, name, stage }: { m: LeadAdminMessages; id: string; name: string; stage: LeadStage }) {
  const selectId = `move-${id}`;
  return (
    <form method="post" action={changeLeadStageFormAction} className="flex items-center gap-1">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value="board" />
      <label htmlFor={selectId} className="sr-only">
        {m.moveTo(name)}
      </label>
      <select id={selectId} name="stage" defaultValue={stage} className={`${selectClass} h-8 min-w-0 flex-1 text-xs`}>
        {LEAD_STAGES.map((s) => (
          <option key={s} value={s}>
            {m.stages[s]}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="outline" className="h-8">
        {m.move}
      </Button>
    </form>
  );
}
