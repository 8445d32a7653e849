export function deferFrameworkScripts(html: string): string;
export function deferredScriptUrls(html: string): string[];
