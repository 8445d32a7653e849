import { PageNotFound } from "@/site/components/page-not-found";

/** Anything that reaches Next's own not-found (the site's unknown paths have their own page). */
export default function NotFound() {
  return <PageNotFound />;
}
