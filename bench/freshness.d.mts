export function signIn(baseURL: string, credentials: { email: string; password: string }): Promise<string>;
export function findAction(distDir: string, filename: string, exportedName: string): { id: string; worker: string };
export function measureFreshness(
  baseURL: string,
  options: { distDir: string; admin: { email: string; password: string }; samples?: number; log?: (message: string) => void },
): Promise<{ write: string; samples: number[]; medianMs: number; maxMs: number; actionMedianMs: number }>;
