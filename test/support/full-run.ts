// How many iterations a test that draws many takes: all of them in a developer's run and in a
// full run (`npm run test:full`, TEST_FULL=1, the nightly's), a share under `CI`, on a shared
// runner where each costs the most. A failing draw names its seed either way, to rerun in full.

export const FULL_RUN = !process.env.CI || process.env.TEST_FULL === '1';

/** `full` in a full run, `underCi` under CI. */
export function iterations(full: number, underCi: number): number {
  return FULL_RUN ? full : underCi;
}
