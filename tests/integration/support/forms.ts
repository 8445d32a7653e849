import { emptyProjectTranslation, type ProjectFormValues, type ProjectTranslationValues } from "@/projects/validation";
import { toFormValues, type SettingsFormValues } from "@/settings/validation";

type CategoryTexts = { name?: string; description?: string };

/** The category form of "Cocinas" at `slug`, as the admin sends it; with `translations` when given. */
export const kitchensCategory = (slug: string, translations?: { gl?: CategoryTexts; en?: CategoryTexts }) => ({
  name: "Cocinas",
  slug,
  description: "Cocinas a medida",
  ...(translations && { translations }),
});

/** The settings form of a company that has filled in the Spanish, with `values` over it. */
export const settingsForm = (values: Partial<SettingsFormValues> = {}): SettingsFormValues => ({
  ...toFormValues(null),
  companyName: "Obras",
  address: "Rúa Nova 1, Vigo",
  phoneNumber: "+34 986 000 111",
  whatsappNumber: "+34 600 000 111",
  email: "info@obras.test",
  adminEmail: "admin@obras.test",
  workingHoursSaturday: "Sábados: 9-14",
  emailNotificationsEnabled: false,
  privacyPolicyUrl: "/politica-de-privacidade",
  termsOfServiceUrl: "/termos-de-servico",
  servicesList: [{ value: "Cocinas" }, { value: "Baños" }],
  ...values,
});

/** A project's texts in one language as the form sends them: every field, blank unless given. */
export const projectTranslation = (texts: Partial<ProjectTranslationValues>): ProjectTranslationValues => ({ ...emptyProjectTranslation, ...texts });

/** The materials rows of a project form, each given as [name, specification]. */
export const materialRows = (...rows: [name: string, specification: string][]): ProjectFormValues["materials"] =>
  rows.map(([name, specification]) => ({ name, specification }));
