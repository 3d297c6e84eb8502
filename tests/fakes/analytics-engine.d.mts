/** Types of the fake Workers Analytics Engine (`analytics-engine.mjs`) for the TypeScript tests that import it. */
export interface AnalyticsEngineFake {
  /** The worker's `RUM` binding: points written through it are kept unsampled. */
  binding: AnalyticsEngineDataset;
  /** A data point as stored after sampling (`sampleInterval` rows stand for it) at `timestamp` (epoch ms). */
  insert(point: AnalyticsEngineDataPoint, options?: { timestamp?: number; sampleInterval?: number }): void;
  rows: Record<string, string | number>[];
  /** Every SQL text received, oldest first. */
  queries: string[];
  handle(request: Request): Promise<Response>;
}
export function createAnalyticsEngineFake(options?: { accountId?: string; token?: string; dataset?: string; now?: () => number }): AnalyticsEngineFake;
export function runSql(sql: string, rows: Record<string, string | number>[], options: { dataset: string; now: number }): Record<string, unknown>[];
