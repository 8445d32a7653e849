export const LIMIT_QUERY: string;
export function isScriptPreload(linkTag: string): boolean;
export function stripScripts(html: string): string;
export function scriptUrls(html: string): string[];
export function startLimitProxy(options: { target: string; host?: string; port?: number }): Promise<{
  url: string;
  addCopy(pagePath: string, html: string): string;
  stop(): Promise<void>;
}>;
