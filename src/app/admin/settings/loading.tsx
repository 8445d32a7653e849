import { adminMessages } from "@/i18n/server";
import { settingsMessages } from "@/settings/messages";
import { Spinner } from "@/ui/spinner";

/** Spec §2: a spinner while the settings load. */
export default async function LoadingSettings() {
  const m = await adminMessages(settingsMessages);
  return <Spinner className="min-h-64" label={m.loading} />;
}
