// Messages between the bench page and the search bench's worker (issue 29), and its results.
import type { Spread } from './protocol';

export type SearchBuildStep = 'clients' | 'everything' | 'everything-put' | 'minisearch';
export type SearchEngine = 'index' | 'index-shown' | 'minisearch';

export type SearchRequest =
  | { type: 'seed'; dbName: string; clients: number; messages: number }
  | { type: 'open'; dbName: string }
  | { type: 'build'; step: SearchBuildStep }
  | { type: 'type'; queries: readonly string[]; rounds: number };

export interface SearchSeedReport {
  seedMs: number;
  clients: number;
  trips: number;
  operators: number;
  rfqs: number;
  messages: number;
}

export interface SearchStepReport {
  step: SearchBuildStep;
  ms: number;
  /** Documents (or records) built from. */
  count?: number;
  /** Of MiniSearch: reading the rows it is built from. */
  readMs?: number;
  /** The longest a task sent to the worker waited while the step ran (the machine's load included). */
  longestWaitMs?: number;
  /** The longest slice of puts between two pauses. */
  longestSliceMs?: number;
}

export interface KeystrokeTiming extends Spread {
  engine: SearchEngine;
  /** The slowest keystrokes, as typed, with their ms. */
  slowest: { typed: string; ms: number }[];
}

export interface TypingReport {
  timings: KeystrokeTiming[];
  keystrokes: number;
  /** Keystrokes where the index showed results and MiniSearch found nothing. */
  minisearchFoundNothing: number;
}

export type SearchReply =
  | { type: 'seeded'; report: SearchSeedReport }
  | { type: 'opened' }
  | { type: 'built'; report: SearchStepReport }
  | { type: 'typed'; report: TypingReport }
  | { type: 'failed'; message: string };
