// Types of mix.mjs for the server test that runs the afternoon (apps/server/test/load-two-processes.test.ts).
export interface Pupil {
  i: number;
  email: string;
  id: number;
  address: string;
}
export interface PupilState extends Pupil {
  url: string;
  token: string;
  sentences: { id: number; zh: string }[];
  words: Map<number, boolean>;
  sent: number[];
  received: Set<number>;
}
export interface AfternoonRun {
  total: number;
  seconds: number;
  throughput: number;
  failures: string[];
  latencies: Map<string, number[]>;
  pupils: PupilState[];
}
export interface RouteFigures {
  route: string;
  count: number;
  p50: number;
  p99: number;
}
export function enrolPupils(url: string, dbUrl: string, count: number, tag: string): Promise<Pupil[]>;
export function runAfternoon(opts: { urls: string[]; pupils: Pupil[]; seconds: number }): Promise<AfternoonRun>;
export function summarize(runs: AfternoonRun[]): { total: number; seconds: number; throughput: number; failures: string[]; routes: RouteFigures[] };
export function closeSockets(run: AfternoonRun): void;
export function missingWrites(run: AfternoonRun, urls: string[]): Promise<string[]>;
