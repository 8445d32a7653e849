import { emptyProjectTranslation, type ProjectFormValues, type ProjectTranslationValues } from "@/projects/validation";

/** A project's texts in one language as the form sends them: every field, blank unless given. */
export const projectTranslation = (texts: Partial<ProjectTranslationValues>): ProjectTranslationValues => ({ ...emptyProjectTranslation, ...texts });

/** The materials rows of a project form, each given as [name, specification]. */
export const materialRows = (...rows: [name: string, specification: string][]): ProjectFormValues["materials"] =>
  rows.map(([name, specification]) => ({ name, specification }));
