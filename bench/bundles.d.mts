export type SourceMap = { sources?: string[]; mappings?: string; sections?: { offset: { line: number; column: number }; map: SourceMap }[] };
export type Chunk = {
  url: string;
  status: number;
  bytes: number;
  gzipBytes: number;
  modules: [string, number][] | null;
  matchedBy: "name" | "content" | "module ids" | "runtime" | null;
};
export function decodeVlq(text: string): number[];
export function mappedSegments(map: SourceMap, offset?: { line: number; column: number }): { line: number; column: number; source: string | null }[];
export function charsBySource(code: string, map: SourceMap): Record<string, number>;
export function moduleName(source: string): string;
export function modulesOf(totals: Record<string, number>): [string, number][];
export type AnalysisChunk = { name: string; file: string; mapFile: string | null; key: string; ids: Set<string> };
export function chunkModuleIds(code: string): Set<string>;
export function jaccard(a: Set<string>, b: Set<string>): number;
export function indexAnalysisBuild(analysisDir: string): AnalysisChunk[];
export function matchChunk(
  name: string,
  code: string,
  analysis: AnalysisChunk[],
): { chunk: AnalysisChunk; by: "name" | "content" | "module ids" | "runtime" } | null;
export function analyseChunks(baseURL: string, urls: string[], analysis: AnalysisChunk[]): Promise<Chunk[]>;
export function pageModules(chunks: Pick<Chunk, "modules">[]): { name: string; chars: number; share: number }[];
