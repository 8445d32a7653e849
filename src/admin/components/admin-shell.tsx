import { cookies, headers } from "next/headers";
import type { ReactNode } from "react";
import { AdminImageFallback } from "./image-fallback-script";
import { SIDEBAR_COOKIE } from "./nav-items";
import { SidebarFrame } from "./sidebar.client";

/**
 * The back-office frame: sidebar (collapsible on desktop, slide-in panel on mobile) and a
 * top bar with the signed-in email. The sidebar state comes from its cookie on the server,
 * so the first paint already has the right width.
 */
export async function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const open = (await cookies()).get(SIDEBAR_COOKIE)?.value !== "false";
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      {/* Before the content, so no image can fail before the listener is there. */}
      <AdminImageFallback nonce={nonce} />
      <SidebarFrame defaultOpen={open} email={email}>
        {children}
      </SidebarFrame>
    </>
  );
}
