import Link from "next/link";

/**
 * The 404 screen (spec: heading '404', 'Oops! Page not found', 'Return to Home'). `framed`:
 * inside the site's header and footer, below the fixed header.
 */
export function PageNotFound({ framed = false }: { framed?: boolean }) {
  return (
    <main
      className={
        framed ? "flex min-h-[70vh] items-center justify-center bg-muted px-4 pb-16 pt-28" : "flex min-h-screen items-center justify-center bg-muted px-4"
      }
    >
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link href="/" className="text-primary underline underline-offset-4 hover:opacity-80">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
