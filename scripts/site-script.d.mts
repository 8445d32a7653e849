export const SITE_SCRIPT_DIR: string;
export function bundleSiteScript(): Promise<Uint8Array>;
export function writeSiteScript(): Promise<string>;
