export const SITE_SCRIPT_DIR: string;
export function bundleSiteScript(options?: { metafile?: boolean }): Promise<{
  files: { name: string; code: Uint8Array }[];
  entry: string;
  metafile?: { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
}>;
export function writeSiteScript(): Promise<string>;
