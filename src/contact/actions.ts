"use server";
import { after } from "next/server";
import { headers } from "next/headers";
import { getDb } from "@/db";
import { clientIp } from "@/platform/rate-limit";
import { deliverNotification } from "./notification";
import { acceptContactMessage, type ContactResult } from "./service";

/** The public contact form's action; the notification email goes out after the response. */
export async function submitContactMessage(input: unknown): Promise<ContactResult> {
  const ip = clientIp(await headers());
  const db = await getDb();
  return acceptContactMessage(db, input, ip, {
    onStored: (id) =>
      after(async () => {
        // A failure is recorded on the row and retried by the background job.
        await deliverNotification(db, id).catch((err) => console.error("[contact] notification failed", err));
      }),
  });
}
