import { legalRoute } from "@/legal/components/legal-route";
import { privacyPolicy } from "@/legal/privacy";

const route = legalRoute(privacyPolicy, { datedToday: true });

export const generateMetadata = route.generateMetadata;
export default route.Page;
