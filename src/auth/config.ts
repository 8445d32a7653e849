import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { Db } from "@/db/client";
import { account, session, user, verification } from "@/db/schema";
import { serverSecret } from "@/platform/secret";
import { loadMailSettings, sendMail } from "@/platform/mail";
import { consumeRateLimit } from "@/platform/rate-limit";
import { siteUrl } from "@/platform/site-url";

const limit = (name: string, fallback: number) => Number(process.env[name]) || fallback;

/** better-auth for one database. Kept free of Next imports so CLI scripts can use it too. */
export function createAuth(db: Db) {
  return betterAuth({
    appName: "Construcciones",
    baseURL: siteUrl(),
    secret: serverSecret(),
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, autoSignIn: true },
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
        }).catch((err) => console.error("[auth] confirmation email failed", { email: u.email, error: String(err) }));
      },
    },
    rateLimit: {
      enabled: process.env.AUTH_RATE_LIMIT !== "off",
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
        "/sign-in/email": { window: 60, max: limit("AUTH_SIGNIN_LIMIT", 10) },
        "/sign-up/email": { window: 600, max: limit("AUTH_SIGNUP_LIMIT", 5) },
      },
    },
    advanced: {
      // The start script overwrites x-forwarded-for with the socket address unless TRUST_PROXY is set.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    plugins: [admin()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
