import { settingsMessages as m } from "@/settings/messages";
import { Spinner } from "@/ui/spinner";

/** Spec §2: a spinner while the settings load. */
export default function LoadingSettings() {
  return <Spinner className="min-h-64" label={m.loading} />;
}
