import { ProjectsListSkeleton } from "@/projects/admin/skeletons";

export default function Loading() {
  return <ProjectsListSkeleton />;
}
