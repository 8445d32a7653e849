import { readEnv } from "@/env";

/** Ports an SMTP server listens on: submission (587), SMTPS (465), relay (25) and the common alternative 2525. */
const SMTP_PORTS = [25, 465, 587, 2525];

/**
 * The ports the test email may use. Its answer (refused, timed out, a greeting) would otherwise
 * tell open from closed ports on any host this server reaches. SMTP_ALLOWED_PORTS replaces the
 * list (comma-separated), or `any` lifts the rule (a mail server on an unusual port, tests).
 */
export function allowedSmtpPorts(setting = readEnv("SMTP_ALLOWED_PORTS")): number[] | "any" {
  if (setting?.trim() === "any") return "any";
  const configured = (setting ?? "")
    .split(",")
    .map((p) => Number(p.trim()))
    .filter((p) => Number.isInteger(p) && p > 0 && p < 65536);
  return configured.length ? configured : SMTP_PORTS;
}
