export function primePageCache(url: string, options?: { timeoutMs?: number; pollMs?: number }): Promise<number>;
