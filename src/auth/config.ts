import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import type { Db } from "@/db/client";
import { account, session, user, verification } from "@/db/schema";
import { serverSecret } from "@/platform/secret";
import { loadMailSettings, sendMail } from "@/platform/mail";
import { consumeRateLimit } from "@/platform/rate-limit";
import { siteUrl } from "@/platform/site-url";
import { authServerMessages, type AuthErrorCode } from "@/messages/auth";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./password-policy";
import { requestTrustedOrigins } from "./same-origin";
import { readEnv } from "@/env";
import { logFailure } from "@/lib/failure-log";
import { normalizeInput } from "@/lib/normalize-text";

/** Display names are shown in the back office: one line, not a payload. */
export const NAME_MAX_LENGTH = 100;

// The API answers in Spanish; the sign-in screen shows its own language's message by code.
const refuse = (code: AuthErrorCode) => new APIError("BAD_REQUEST", { code, message: authServerMessages.es[code] });

/** Every body field that holds a password: compared byte for byte, so never normalised. */
const PASSWORD_FIELDS = ["password", "newPassword", "currentPassword"];

/** Endpoints that set a password: the policy applies to what they receive. */
const NEW_PASSWORD_FIELDS: Record<string, string> = { "/sign-up/email": "password", "/change-password": "newPassword", "/reset-password": "newPassword" };

const checkName = (name: unknown) => {
  if (typeof name === "string" && name.length > NAME_MAX_LENGTH) throw refuse("NAME_TOO_LONG");
};

/**
 * The admin plugin stays for its `role` column and session fields, but none of its endpoints:
 * roles change only through the app's own action (src/users), which keeps the last admin and
 * writes the audit log; impersonation, bans and user edits are not features of this site.
 */
const adminPlugin = admin();
const adminEndpointPaths = Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path);

/** better-auth for one database. Kept free of Next imports so CLI scripts can use it too. */
export function createAuth(db: Db) {
  return betterAuth({
    appName: "Construcciones",
    baseURL: siteUrl(),
    // Without SITE_URL, also the address each request was sent to (same-origin.ts): a first run
    // opened at 127.0.0.1 or a LAN address signs in from its own pages, and only from them.
    trustedOrigins: requestTrustedOrigins,
    secret: serverSecret(),
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN_LENGTH, maxPasswordLength: PASSWORD_MAX_LENGTH, autoSignIn: true },
    disabledPaths: adminEndpointPaths,
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
        if (typeof password === "string" && passwordProblem(password) === "common") throw refuse("PASSWORD_TOO_COMMON");
        // Names and addresses are text like any form's (a NUL would fail the query); passwords stay as typed.
        if (ctx.body && typeof ctx.body === "object") return { context: { body: normalizeInput(ctx.body, { verbatim: PASSWORD_FIELDS }) } };
      }),
    },
    databaseHooks: {
      user: {
        create: { before: async (u) => checkName(u.name) },
        update: { before: async (u) => checkName(u.name) },
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Only when SMTP is configured: a site without mail settings still lets people sign up.
      sendVerificationEmail: async ({ user: u, url }) => {
        const settings = await loadMailSettings(db);
        if (!settings) return;
        await sendMail(settings, {
          to: u.email,
          subject: "Confirme su correo electrónico",
          text: `Hola,\n\nPara confirmar su cuenta, abra este enlace:\n${url}\n\nSi no ha creado una cuenta, ignore este mensaje.`,
        }).catch((err) => logFailure("error", "[auth] confirmation email failed", err, { user: u.id }));
      },
    },
    rateLimit: {
      enabled: readEnv("AUTH_RATE_LIMIT") !== "off",
      // Counted in the shared rate_limits table (one atomic upsert per request), so the limits
      // hold across every instance and survive restarts; better-auth still answers the 429.
      customStorage: {
        consume: async (key, rule) => {
          const result = await consumeRateLimit(`auth:${key}`, rule.max, rule.window * 1000, db);
          return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retryAfterSeconds };
        },
      },
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: readEnv("AUTH_SIGNIN_LIMIT") },
        "/sign-up/email": { window: 600, max: readEnv("AUTH_SIGNUP_LIMIT") },
      },
    },
    advanced: {
      // better-auth skips its origin check under NODE_ENV=test: on everywhere, so tests check what production runs.
      disableOriginCheck: false,
      // The start script overwrites x-forwarded-for with the socket address unless TRUST_PROXY is set.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    plugins: [adminPlugin],
  });
}

export type Auth = ReturnType<typeof createAuth>;
