import { accessibilityStatement, accessibilityStatementDate } from "@/legal/accessibility";
import { legalRoute } from "@/legal/components/legal-route";

const route = legalRoute(accessibilityStatement, { lastUpdated: accessibilityStatementDate });

export const generateMetadata = route.generateMetadata;
export default route.Page;
