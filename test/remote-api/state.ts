// What the server runs on: its clock, organizations and allowance counters, made from the
// config and kept in memory, or kept in a data directory (persistence/, docs/remote-api.md,
// Data directory), where a restart finds them as they were.
import { createHash } from 'node:crypto';
import { createCounter, utcMonth, type Counter } from './quota-counters';
import { createSimClock, savedClockOptions, type SimClock } from './sim-clock';
import {
  parseRemoteConfig,
  type OrganizationConfig,
  type ParsedRemoteConfig,
  type RemoteConfig,
} from './config';
import { demoConfig } from './demo-config';
import { faultSettings, type FaultSettings } from './faults';
import {
  closeOrganizations,
  openOrganizations,
  type OpenOptions,
  type Organization,
} from './organizations';
import { applyChanges, dumpTables } from './persistence/capture';
import { openRemoteStore, type LoadedState, type RemoteStore } from './persistence/remote-store';
import { DataDirError, type QuotaUse, type SavedClock } from './persistence/saved-state';

export interface StateOptions {
  /** Without it, the built-in demo organization (demo-config.ts). */
  config?: RemoteConfig;
  /** Where the state is kept; in memory only without it. */
  dataDir?: string;
  /** Clears the data directory first: the config's (or the demo's) data again. */
  fresh?: boolean;
  /** The ids of the records made (tests: a seeded source makes a run repeatable). */
  newId?: () => string;
}

export interface RemoteState {
  clock: SimClock;
  faults: FaultSettings;
  organizations: Organization[];
  /** Each organization's allowance used, per billing period. */
  quotas: Counter;
  /** The data directory's store; null when everything lives in memory. */
  store: RemoteStore | null;
}

type ClockListener = ((clock: SavedClock) => void) | undefined;

/** The config's organizations, seeded; the demo's dates are relative to the clock's start. */
async function fromConfig(
  given: ParsedRemoteConfig | undefined,
  baseUrl: () => string,
  onClockChange: ClockListener,
  opening: OpenOptions,
) {
  const start = given?.clock.start;
  const clock = createSimClock({
    start: start === undefined ? undefined : new Date(start),
    frozen: given?.clock.frozen,
    onChange: onClockChange,
  });
  const parsed = given ?? parseRemoteConfig(demoConfig(clock.now()));
  const organizations = await openOrganizations(parsed.organizations, clock, baseUrl, opening);
  return { parsed, clock, organizations, quotaUses: [] as QuotaUse[] };
}

/** The organizations, clock and allowance a data directory held: its snapshot, then its journal. */
async function fromLoaded(
  { snapshot, entries }: LoadedState,
  baseUrl: () => string,
  onClockChange: ClockListener,
  newId: (() => string) | undefined,
) {
  let savedClock = snapshot.clock;
  const uses = new Map(snapshot.quotas.map((use) => [use.id, use]));
  for (const entry of entries) {
    if (entry.kind === 'clock') savedClock = entry.clock;
    if (entry.kind === 'quota') uses.set(entry.use.id, entry.use);
  }
  const clock = createSimClock({ ...savedClockOptions(savedClock), onChange: onClockChange });
  const parsed = parseRemoteConfig({ organizations: snapshot.organizations.map((o) => o.config) });
  const organizations = await openOrganizations(parsed.organizations, clock, baseUrl, {
    captureCommits: true,
    newId,
  });
  for (const [index, { tables }] of snapshot.organizations.entries()) {
    await applyChanges(organizations[index]!.deps.db, tables);
  }
  for (const entry of entries) {
    if (entry.kind !== 'commit') continue;
    const organization = organizations[entry.org];
    if (!organization)
      throw new DataDirError(`Journal entry ${entry.seq}: no organization ${entry.org}`);
    await applyChanges(organization.deps.db, entry.changes);
  }
  return { parsed, clock, organizations, quotaUses: [...uses.values()] };
}

/** An organization's config as a data directory keeps it: everything but its seed data. */
function savedConfig(config: OrganizationConfig) {
  const { name, plan, keys, upgrade_url, api_user } = config;
  return { name, plan, keys, upgrade_url, api_user };
}

/**
 * What a data directory was made from: the demo, or a config's organizations (by their
 * SHA-256; its clock and faults may change between starts).
 */
function sourceOf(config: ParsedRemoteConfig | undefined): string {
  if (!config) return 'demo';
  const hash = createHash('sha256').update(JSON.stringify(config.organizations));
  return `config sha256:${hash.digest('hex')}`;
}

async function openKept(options: StateOptions & { dataDir: string }, baseUrl: () => string) {
  const given = options.config === undefined ? undefined : parseRemoteConfig(options.config);
  const source = sourceOf(given);
  const store = await openRemoteStore(options.dataDir, { fresh: options.fresh ?? false });
  let organizations: Organization[] = [];
  try {
    const { loaded } = store;
    if (loaded && loaded.snapshot.source !== source) {
      const madeFrom = loaded.snapshot.source === 'demo' ? 'the demo' : 'another config';
      throw new DataDirError(
        `${store.path} holds data made from ${madeFrom}, not from ${given ? 'this config' : 'the demo'}. ` +
          'Add --fresh to start it anew, or give another --data.',
      );
    }
    const onClockChange = (clock: SavedClock) => store.record({ kind: 'clock', clock });
    const opened = loaded
      ? await fromLoaded(loaded, baseUrl, onClockChange, options.newId)
      : await fromConfig(given, baseUrl, onClockChange, {
          captureCommits: true,
          newId: options.newId,
        });
    organizations = opened.organizations;
    const saved = await Promise.all(
      organizations.map(async (organization, index) => ({
        config: savedConfig(opened.parsed.organizations[index]!),
        tables: await dumpTables(organization.deps.db),
      })),
    );
    await store.begin(
      { source, clock: opened.clock.saved(), quotas: opened.quotaUses, organizations: saved },
      organizations.map((organization) => organization.commits!),
    );
    const quotas = createCounter(opened.clock, utcMonth, {
      initial: opened.quotaUses,
      onChange: (use) => store.record({ kind: 'quota', use }),
    });
    const faults = given?.faults ?? faultSettings.parse({});
    return { clock: opened.clock, faults, organizations, quotas, store };
  } catch (error) {
    closeOrganizations(organizations);
    await store.close();
    throw error;
  }
}

export async function openRemoteState(
  options: StateOptions,
  baseUrl: () => string,
): Promise<RemoteState> {
  if (options.dataDir !== undefined)
    return openKept({ ...options, dataDir: options.dataDir }, baseUrl);
  const given = options.config === undefined ? undefined : parseRemoteConfig(options.config);
  const { parsed, clock, organizations } = await fromConfig(given, baseUrl, undefined, {
    newId: options.newId,
  });
  return {
    clock,
    faults: parsed.faults,
    organizations,
    quotas: createCounter(clock, utcMonth),
    store: null,
  };
}

/** Closes every database, then the data directory (its journal flushed). */
export async function closeRemoteState(state: RemoteState): Promise<void> {
  closeOrganizations(state.organizations);
  await state.store?.close();
}
