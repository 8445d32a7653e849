"use server";
import { headers } from "next/headers";
import { getDb } from "@/db";
import { clientIp } from "@/platform/rate-limit";
import { acceptContactMessage, type ContactResult } from "./service";

/** The public contact form's action. */
export async function submitContactMessage(input: unknown): Promise<ContactResult> {
  const ip = clientIp(await headers());
  return acceptContactMessage(await getDb(), input, ip);
}
