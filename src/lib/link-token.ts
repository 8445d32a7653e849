import { createHash, randomBytes } from "node:crypto";

/**
 * The secret of a link sent to someone outside the back office (a review request, a preview):
 * 32 random bytes, base64url in the link (43 characters). The database keeps only its SHA-256
 * (hex), so a copy of the database or a backup holds no usable link; the token is 256 bits of
 * randomness, so an unsalted fast hash is enough (there is no guessing to slow down).
 */
export const LINK_TOKEN_BYTES = 32;

/** 43 base64url characters, the length 32 bytes encode to without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isWellFormedLinkToken = (value: unknown): value is string => typeof value === "string" && TOKEN_PATTERN.test(value);

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A fresh token (for the link, shown once) and its hash (for the database). */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(LINK_TOKEN_BYTES).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link made at `createdAt` that lasts `days` stops working. */
export const linkExpiry = (createdAt: Date, days: number): Date => new Date(createdAt.getTime() + days * DAY_MS);
