/** A file's name without its last extension: "obra.final.v2.webp" → "obra.final.v2". */
export const withoutExtension = (fileName: string): string => fileName.replace(/\.[^./\\]*$/, "");
