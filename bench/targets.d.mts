export function findTargets(baseURL: string): Promise<{ projectPath: string; asset: { url: string; bytes: number; cacheControl: string | null } }>;
