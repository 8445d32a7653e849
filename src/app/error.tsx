"use client";
import { useEffect } from "react";
import { LocalizedErrorScreen } from "./error-screen.client";

/** The route error boundary, in the page's language (the admin has its own, app/admin/error.tsx). */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return <LocalizedErrorScreen reset={reset} />;
}
