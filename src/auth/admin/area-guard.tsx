import type { ReactNode } from "react";
import { can, type Area } from "../permissions";
import { getSessionUser } from "../server";
import { AccessDenied } from "./access-denied";

/**
 * The first line of every back-office page and section layout: null when the person's role may
 * use `area`, else the Access Denied screen to answer with instead. It runs before the page reads
 * anything, so a refused page (an address typed, a prefetch, a client-router RSC request) carries
 * no data; each read checks the role again (`adminRead`). A signed-out person gets the sign-in
 * redirect from the admin layout.
 */
export async function refusedArea(area: Area): Promise<ReactNode | null> {
  const current = await getSessionUser();
  if (current && can(current, area)) return null;
  // Expected, not a fault: one info line for the operator, no stack.
  console.info(`[admin] page read refused: ${current ? "forbidden" : "unauthorized"}`);
  return <AccessDenied withinPanel={!!current?.role} />;
}
