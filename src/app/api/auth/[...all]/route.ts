import { handleAuthRequest } from "@/auth/handler";

export const dynamic = "force-dynamic";

export { handleAuthRequest as GET, handleAuthRequest as POST };
