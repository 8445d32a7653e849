/** Title of the spec's generic error toast. */
export const GENERIC_ERROR_TITLE = "Error";

/** The spec's generic handler: maps an error's message to what a person should read. */
export function describeError(error: unknown): string {
  const message = (error instanceof Error ? error.message : typeof error === "string" ? error : "").toLowerCase();
  // 'fetch' is the spec's rule (Chromium: "Failed to fetch", Firefox: "NetworkError when attempting to
  // fetch resource."); Safari says only "Load failed" for the same network failure.
  if (message.includes("fetch") || message === "load failed") return "Network connection failed. Please check your internet connection.";
  if (message.includes("unauthorized")) return "Please log in to continue.";
  if (message.includes("forbidden")) return "You do not have permission to perform this action.";
  if (message.includes("not found")) return "The requested resource was not found.";
  return "An unexpected error occurred";
}
