import { ProjectFormSkeleton } from "@/projects/admin/skeletons";

export default function Loading() {
  return <ProjectFormSkeleton />;
}
