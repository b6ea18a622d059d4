/** One load's figures as the guard reads them. */
export interface LoadFigures {
  score: number | null;
  tbt: number | null;
}
export declare const GUARD_TBT_MS: number;
export declare const GUARD_UNDER_FLOOR: number;
export declare const SLACK_BYTES: number;
export declare function guardFindings(
  name: string,
  runs: LoadFigures[],
  floorRuns: LoadFigures[],
): string[];
export declare function beyondFirstPaint(
  distDir: string,
  expected: string[],
  fetched: string[],
): { extra: string[]; bytes: number; ok: boolean };
