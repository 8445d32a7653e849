import { redirect } from "next/navigation";
import type { ActionResult } from "./action";

/**
 * A form post cannot show a refusal code: a signed-out person goes to sign in (and back to
 * `here` after), someone whose role does not reach the action to Access Denied.
 */
export function leaveWhenRefused(result: ActionResult<unknown>, here: string): void {
  if (!result.ok && result.code === "unauthorized") redirect(`/auth?redirect=${encodeURIComponent(here)}`);
  if (!result.ok && result.code === "forbidden") redirect("/admin");
}
