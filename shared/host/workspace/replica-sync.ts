// A replica's sync: its write journal (the outbox entries its writes record), its pull
// planner and its sync engine over the transport to its remote. A module of its own, which
// workspace.ts imports only for a replica and while its database opens: the sync engine is
// the largest part of the worker's code, and a book with no remote never runs it.
import type { ServiceDeps } from '../../service/deps';
import type { CharterDb } from '../../db/database';
import type { Clock } from '../../encoding/clock';
import { resolveAlias } from '../../sync/aliases';
import { createSyncEngine, type SyncEngine } from '../../sync/engine/engine';
import type { LockRunner, Timers } from '../../sync/engine/timers';
import type { WorkingDay } from '../../sync/policy/pacing';
import { createWriteJournal } from '../../sync/outbox/journal';
import { createPullPlanner } from '../../sync/pull/plan/planner';
import type { PullPlanner } from '../../sync/pull/task';
import { switchableTransport, type Transport } from '../../sync/transport/transport';

/** What a replica's sync is run with: the host's clock and timers, its settings, the network. */
export interface ReplicaSyncEnv {
  clock: Clock;
  timers?: Timers;
  random?: () => number;
  locks?: LockRunner;
  reservePercent(): number;
  /** The broker's working hours in the laptop's zone. */
  workingDay(): WorkingDay;
  online(): boolean;
  onSyncChange(): void;
}

export interface ReplicaSync {
  /** What the /v1 service of a replica is given: its writes are journaled. */
  deps: Pick<ServiceDeps, 'journal' | 'resolveId' | 'mirrorsRemote'>;
  planner: PullPlanner;
  /** Null when no transport can be made (no key in a browser). */
  engine: SyncEngine | null;
  /** Sends through `transport` from now on; null without an engine. */
  switchTo: ((transport: Transport) => void) | null;
}

/** The replica's journal and planner, and its engine started when `first` is a transport. */
export function startReplicaSync(
  db: CharterDb,
  env: ReplicaSyncEnv,
  first: Transport | null,
): ReplicaSync {
  const transport = first && switchableTransport(first);
  const planner = createPullPlanner();
  const engine = transport
    ? createSyncEngine({
        db,
        transport,
        planner,
        clock: env.clock,
        timers: env.timers,
        random: env.random,
        reservePercent: env.reservePercent,
        workingDay: env.workingDay,
        lock: env.locks,
        onChange: env.onSyncChange,
      })
    : null;
  engine?.setOnline(env.online());
  engine?.start();
  return {
    deps: {
      journal: createWriteJournal({ clock: env.clock }),
      resolveId: (id: string) => resolveAlias(db, id),
      mirrorsRemote: true,
    },
    planner,
    engine,
    switchTo: transport && ((through) => transport.switchTo(through)),
  };
}
