// Fault injection for /v1 requests, off by default: added latency, slow storage, a share of
// 503s, and a connection that drops before the handler runs or after its write committed.
import { z } from 'zod';
import { createRandom } from '../../shared/demo';

const share = z.number().min(0).max(1);
const methods = ['GET', 'POST', 'PATCH', 'DELETE'] as const;

export const faultSettings = z
  .strictObject({
    latency_ms: z.int().min(0).max(60_000).default(0),
    /** The organization's storage stays busy this long, so a write is held in flight. */
    storage_hold_ms: z.int().min(0).max(60_000).default(0),
    error_rate: share.default(0),
    close_before_rate: share.default(0),
    drop_after_commit_rate: share.default(0),
    /** Only requests with these methods are subject to faults (latency included). */
    methods: z
      .array(z.enum(methods))
      .min(1)
      .default([...methods]),
    /** Seeds the draws, so a run with the same requests fails the same ones. */
    seed: z.int().default(1),
  })
  .refine((s) => s.error_rate + s.close_before_rate + s.drop_after_commit_rate <= 1, {
    message: 'error_rate, close_before_rate and drop_after_commit_rate add up to more than 1',
    path: ['error_rate'],
  });

export type FaultSettings = z.output<typeof faultSettings>;
export type FaultKind = 'error' | 'close_before' | 'drop_after_commit';

export interface Draw {
  kind: FaultKind | null;
  latencyMs: number;
  storageHoldMs: number;
}

export interface Faults {
  settings(): FaultSettings;
  configure(settings: FaultSettings): void;
  /** The fault for one request, if any, and the delays to add before it is handled. */
  draw(method: string): Draw;
}

export function createFaults(initial: FaultSettings): Faults {
  let current = initial;
  let random = createRandom(current.seed);
  return {
    settings: () => current,
    configure: (settings) => {
      current = settings;
      random = createRandom(settings.seed);
    },
    draw: (method) => {
      if (!(current.methods as readonly string[]).includes(method.toUpperCase())) {
        return { kind: null, latencyMs: 0, storageHoldMs: 0 };
      }
      const delays = { latencyMs: current.latency_ms, storageHoldMs: current.storage_hold_ms };
      const roll = random.next();
      const kinds: [FaultKind, number][] = [
        ['close_before', current.close_before_rate],
        ['error', current.error_rate],
        ['drop_after_commit', current.drop_after_commit_rate],
      ];
      let threshold = 0;
      for (const [kind, rate] of kinds) {
        threshold += rate;
        if (roll < threshold) return { kind, ...delays };
      }
      return { kind: null, ...delays };
    },
  };
}
