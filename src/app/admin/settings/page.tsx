import { adminMetadata } from "@/admin/metadata";
import { getSettingsForAdmin } from "@/settings/admin-queries";
import { SettingsForm } from "@/settings/admin/settings-form.client";
import { settingsMessages } from "@/settings/messages";

export const generateMetadata = () => adminMetadata(settingsMessages, (m) => m.title);

export default async function AdminSettingsPage() {
  return <SettingsForm initial={await getSettingsForAdmin()} />;
}
