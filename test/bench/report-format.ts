// How docs/benchmarks.md writes numbers, shared by its sections.
export const TARGET_P95_MS = 16;

export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

export const count = (value: number) => value.toLocaleString('en-US');

export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export function verdict(ok: boolean): string {
  return ok ? 'yes' : '**no**';
}

/** A markdown table (prettier aligns it when the report is written). */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** When, how long and under what load a section was measured. */
export interface SectionRun {
  date: string;
  minutes: number;
  /** The 1-minute load average when the section started and when it ended. */
  load: [number, number];
  cores: number;
}

/** The first sentence of a section's method. */
export function measuredOn(run: SectionRun): string {
  const [start, end] = run.load.map((load) => load.toFixed(1));
  return `Measured on ${run.date} in ${run.minutes.toFixed(1)} minutes, on a machine with ${run.cores} cores whose 1-minute load average was ${start} at the start and ${end} at the end (other work shares it: figures vary from run to run, the more so the higher the load).`;
}
