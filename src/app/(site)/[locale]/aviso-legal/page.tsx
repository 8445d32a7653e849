import { legalRoute } from "@/legal/components/legal-route";
import { legalNotice } from "@/legal/notice";

const route = legalRoute(legalNotice);

export const generateMetadata = route.generateMetadata;
export default route.Page;
