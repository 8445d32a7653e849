import { legalRoute } from "@/legal/components/legal-route";
import { todayInSpain } from "@/legal/constants";
import { privacyPolicy } from "@/legal/privacy";

// The spec's last-updated date is today: computed per request, never at build time.
const route = legalRoute(privacyPolicy, { lastUpdated: todayInSpain });

export const generateMetadata = route.generateMetadata;
export default route.Page;
