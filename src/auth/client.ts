import { createAuthClient } from "better-auth/client";

export { authErrorMessage } from "./error-message";

export const authClient = createAuthClient();
