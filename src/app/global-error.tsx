"use client";
import { ErrorScreen } from "./error-screen";
import "./globals.css";

export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="es">
      <body>
        <ErrorScreen reset={reset} />
      </body>
    </html>
  );
}
