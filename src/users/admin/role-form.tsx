import { STAFF_ROLES, type StaffRole } from "@/auth/permissions";
import { Button } from "@/ui/button";
import { setUserRoleFormAction } from "../actions";
import type { UserMessages } from "../messages";

const CHOICES = [...STAFF_ROLES, "none"] as const;

const selectClass =
  "h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

type Props = {
  m: UserMessages;
  userId: string;
  email: string;
  role: StaffRole | null;
  /** The list's search and page, so the post comes back to the same rows. */
  q: string;
  page: number;
};

/**
 * A person's role: a list and "Guardar", posted as a plain form (it works without JavaScript; the
 * list then says what happened). Keyed by the stored role where it is drawn, so a saved change
 * draws a list whose default is the new role (React resets a posted form to its first default).
 */
export function RoleForm({ m, userId, email, role, q, page }: Props) {
  const id = `role-${userId}`;
  return (
    <form action={setUserRoleFormAction} method="post" className="flex items-center justify-end gap-2">
      <input type="hidden" name="userId" value={userId} />
      {q ? <input type="hidden" name="q" value={q} /> : null}
      {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
      <label htmlFor={id} className="sr-only">
        {m.roleFor(email)}
      </label>
      <select id={id} name="role" defaultValue={role ?? "none"} autoComplete="off" className={selectClass} data-testid="role-select">
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {m.roles[choice]}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm" aria-label={m.saveFor(email)}>
        {m.save}
      </Button>
    </form>
  );
}
