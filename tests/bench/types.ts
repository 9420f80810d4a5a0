/** One figure `npm run bench` prints, one line each. */
export interface BenchFigure {
  name: string;
  value: number;
  unit: 'ms' | 'ops/s' | 'count' | '%';
  /** The goal in words, e.g. "< 200 ms"; printed beside the figure. */
  goal?: string;
  /** Whether the figure meets its goal (undefined when there is no goal). */
  isMet?: boolean;
}

export type Bench = () => Promise<BenchFigure[]>;
