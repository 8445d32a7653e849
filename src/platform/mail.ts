import nodemailer from "nodemailer";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { decryptSecret } from "./crypto";

export type MailSettings = {
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  password: string | null;
  from: string;
  adminEmail: string | null;
  notificationsEnabled: boolean;
};

/** The sender: the SMTP user when it is an address (many servers insist), else the site's email. */
export function fromAddress(username: string | null, email: string | null, adminEmail: string | null): string {
  return username?.includes("@") ? username : email || adminEmail || "no-reply@localhost";
}

/** SMTP settings from site_settings, or null when no host is configured. */
export async function loadMailSettings(db: Db): Promise<MailSettings | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  if (!row?.smtpHost) return null;
  return {
    host: row.smtpHost,
    port: row.smtpPort,
    secure: row.smtpSecure,
    username: row.smtpUsername,
    password: row.smtpPassword ? decryptSecret(row.smtpPassword) : null,
    from: fromAddress(row.smtpUsername, row.email, row.adminEmail),
    adminEmail: row.adminEmail,
    notificationsEnabled: row.emailNotificationsEnabled,
  };
}

/** replyTo as {name, address} lets nodemailer encode the name: nothing in it can start a header. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; replyTo?: string | { name: string; address: string } };

export async function sendMail(settings: MailSettings, mail: OutgoingMail) {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure && settings.port === 465,
    requireTLS: settings.secure && settings.port !== 465,
    auth: settings.username ? { user: settings.username, pass: settings.password ?? "" } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    return await transport.sendMail({ from: settings.from, ...mail });
  } finally {
    transport.close();
  }
}
