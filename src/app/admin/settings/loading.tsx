import { NoScriptReveal } from "@/admin/components/no-script-reveal";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { settingsMessages } from "@/settings/messages";
import { Spinner } from "@/ui/spinner";

/** Spec §2: a spinner while the settings load; without JavaScript the page shows once streamed (its "Confirmar" forms post). */
export default async function LoadingSettings() {
  const m = messagesFor(settingsMessages, await adminLocale());
  return (
    <div data-list-skeleton>
      <NoScriptReveal />
      <Spinner className="min-h-64" label={m.loading} />
    </div>
  );
}
