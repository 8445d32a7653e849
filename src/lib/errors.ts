/** The spec's generic handler: maps an error's message to what a person should read. */
export function describeError(error: unknown): string {
  const message = (error instanceof Error ? error.message : typeof error === "string" ? error : "").toLowerCase();
  if (message.includes("fetch")) return "Network connection failed. Please check your internet connection.";
  if (message.includes("unauthorized")) return "Please log in to continue.";
  if (message.includes("forbidden")) return "You do not have permission to perform this action.";
  if (message.includes("not found")) return "The requested resource was not found.";
  return "An unexpected error occurred";
}
