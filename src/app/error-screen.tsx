"use client";

/** The render-crash screen of the spec, shared by the route and the root error boundaries. */
export function ErrorScreen({ reset }: { reset: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="mb-6 text-2xl font-bold">Oops! Something went wrong</h1>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" onClick={reset} className="rounded-md bg-primary px-4 py-2 text-primary-foreground">
            Try Again
          </button>
          <button type="button" onClick={() => window.location.reload()} className="rounded-md border px-4 py-2">
            Reload Page
          </button>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- after an error a full page load starts the app afresh instead of reusing the client router that failed */}
          <a href="/" className="rounded-md border px-4 py-2">
            Go Home
          </a>
        </div>
      </div>
    </main>
  );
}
