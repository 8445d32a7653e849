import { History } from "lucide-react";
import Link from "next/link";
import { refusedArea } from "@/auth/admin/area-guard";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { getSettingsForAdmin } from "@/settings/admin-queries";
import { settingsHistoryMessages } from "@/settings/admin/messages";
import { SettingsForm } from "@/settings/admin/settings-form.client";
import { SETTINGS_HISTORY } from "@/settings/history-paths";
import { settingsMessages } from "@/settings/messages";
import { buttonVariants } from "@/ui/button";

export const generateMetadata = () => adminMetadata(settingsMessages, (m) => m.title);

export default async function AdminSettingsPage() {
  const denied = await refusedArea("settings");
  if (denied) return denied;
  const initial = await getSettingsForAdmin();
  const h = messagesFor(settingsHistoryMessages, await adminLocale());
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Link href={SETTINGS_HISTORY} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <History aria-hidden />
          {h.open}
        </Link>
      </div>
      <SettingsForm initial={initial} />
    </div>
  );
}
