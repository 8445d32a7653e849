import type { ProjectCardDto } from "@/projects/types";
import { SAMPLE_PROJECTS } from "./sample-projects";

/** The projects for the landing page; sample projects and a warning flag when the read fails. */
export async function loadLandingProjects(read: () => Promise<ProjectCardDto[]>): Promise<{ projects: ProjectCardDto[]; failed: boolean }> {
  try {
    return { projects: await read(), failed: false };
  } catch (err) {
    console.error("[landing] could not load projects", err);
    return { projects: SAMPLE_PROJECTS, failed: true };
  }
}
