import { s3OptionsFromEnv } from "./storage";
import { readEnv, type EnvSource } from "@/env";

export type DeploymentCheck = { error: string | null; warnings: string[] };

/**
 * Configurations that split one site into several that disagree, checked before the server
 * listens. With PostgreSQL other instances may share the database, so a secret generated into
 * this instance's DATA_DIR would sign sessions no other instance accepts and encrypt an SMTP
 * password no other instance can read: refused. Disk storage only warns, because one instance
 * on PostgreSQL, or a shared DATA_DIR/uploads, is a valid set-up.
 */
export function checkDeployment(env?: EnvSource): DeploymentCheck {
  if (!readEnv("DATABASE_URL", env)) return { error: null, warnings: [] };
  const error = readEnv("BETTER_AUTH_SECRET", env)
    ? null
    : "DATABASE_URL is set but BETTER_AUTH_SECRET is not: set BETTER_AUTH_SECRET to the same value on every instance (e.g. `openssl rand -hex 32`), otherwise each one would generate its own and sessions and the stored SMTP password would not work across instances.";
  const warnings: string[] = [];
  if (!s3OptionsFromEnv(env)) {
    warnings.push(
      "DATABASE_URL is set with disk storage: uploads are shared between instances only if DATA_DIR/uploads is one shared directory; with several instances use S3 (S3_BUCKET).",
    );
  }
  return { error, warnings };
}
