export function signIn(baseURL: string, credentials: { email: string; password: string }): Promise<string>;
export function findAction(distDir: string, filename: string, exportedName: string): { id: string; worker: string };
export function measureFreshness(
  baseURL: string,
  options: { distDir: string; admin: { email: string; password: string }; samples?: number; log?: (message: string) => void },
): Promise<{ write: string; samples: number[]; medianMs: number; maxMs: number; actionMedianMs: number; firstVisitShowed: number }>;
export function actionPage(action: { worker: string }, id: string): string;
export function adminCategories(baseURL: string, cookie: string): Promise<{ id: string; name: string; slug: string; description: string | null }[]>;
export function callAction(baseURL: string, cookie: string, action: { id: string }, page: string, input: unknown): Promise<void>;
