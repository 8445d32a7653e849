export const SITE_SCRIPT_DIR: string;
export function bundleSiteScript(options?: {
  metafile?: boolean;
}): Promise<{ code: Uint8Array; metafile?: { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> } }>;
export function writeSiteScript(): Promise<string>;
