import { ProjectNotFound } from "@/projects/components/project-not-found";

/** Only reached where nothing serves the page's own status (`next dev`): see page.tsx. */
export default function NotFound() {
  return <ProjectNotFound />;
}
