import type { z } from "zod";
import { t } from "./current";
import { issueMessages } from "./messages";

/**
 * Messages in the current language for what a schema leaves to zod's (English) defaults: wrong
 * types, limits without their own message, unknown values. Passed per parse, so a schema's own
 * message wins.
 */
export const localizedIssues: z.core.$ZodErrorMap = (issue) => {
  const m = t(issueMessages);
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? m.required : m.badType;
    case "too_big":
      return issue.origin === "string" ? m.maxChars(Number(issue.maximum)) : issue.origin === "array" ? m.maxItems(Number(issue.maximum)) : m.tooBig;
    case "too_small":
      return issue.origin === "string" && issue.minimum === 1 ? m.required : m.tooSmall;
    case "invalid_format":
      return m.format;
    case "invalid_value":
      return m.notAnOption;
    case "unrecognized_keys":
      return m.unknownKeys;
    default:
      return m.invalid;
  }
};
