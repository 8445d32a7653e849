import { refusedArea } from "@/auth/admin/area-guard";
import { adminMetadata } from "@/admin/metadata";
import { getSettingsForAdmin } from "@/settings/admin-queries";
import { SettingsForm } from "@/settings/admin/settings-form.client";
import { settingsMessages } from "@/settings/messages";

export const generateMetadata = () => adminMetadata(settingsMessages, (m) => m.title);

export default async function AdminSettingsPage() {
  const denied = await refusedArea("settings");
  if (denied) return denied;
  return <SettingsForm initial={await getSettingsForAdmin()} />;
}
