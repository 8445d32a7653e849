export async function register() {
  // The build's prerender workers must never open the embedded database.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./startup");
  await startServer();
}
