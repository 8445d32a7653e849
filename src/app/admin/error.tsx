"use client";
import { useEffect } from "react";
import { LocalizedErrorScreen } from "@/app/error-screen";

/** Below the site's and the admin's language providers (their own error.tsx), the screen speaks their language. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return <LocalizedErrorScreen reset={reset} />;
}
