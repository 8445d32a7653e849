/** The browsers Next itself targets: what the site script and the inline scripts are compiled for (esbuild's names). */
export const BROWSER_TARGETS = ["chrome111", "edge111", "firefox111", "safari16.4"];
