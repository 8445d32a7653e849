"use client";
import { errorMessagesEs } from "@/messages/errors";
import { ErrorScreen } from "./error-screen.client";
import "./globals.css";

/** The root layout itself failed: no language is known, so Spanish, the site's default. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="es">
      <body>
        <ErrorScreen reset={reset} messages={errorMessagesEs} />
      </body>
    </html>
  );
}
