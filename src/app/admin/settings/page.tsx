import type { Metadata } from "next";
import { getSettingsForAdmin } from "@/settings/admin-queries";
import { SettingsForm } from "@/settings/admin/settings-form.client";

export const metadata: Metadata = { title: "Configuración del Sitio · Panel de administración" };

export default async function AdminSettingsPage() {
  return <SettingsForm initial={await getSettingsForAdmin()} />;
}
