import { legalRoute } from "@/legal/components/legal-route";
import { termsOfService } from "@/legal/terms";

const route = legalRoute(termsOfService);

export const generateMetadata = route.generateMetadata;
export default route.Page;
