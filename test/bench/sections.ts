// docs/benchmarks.md is made of sections, each measured on its own (`--only`): a section
// not measured this time is kept as the previous report has it, with its own date and load.
// Each holds its current tables and their method; what changed them, and runs tried and
// dropped, go to the log at the report's end, which is written by hand and kept as it is.
export const SECTIONS = [
  'queries',
  'list',
  'trips',
  'pull',
  'drain',
  'durability',
  'peers',
  'search',
  'memory',
  'freshness',
] as const;
export type Section = (typeof SECTIONS)[number];

const marker = (section: Section) => `<!-- bench section: ${section} -->`;
const LOG_MARKER = '<!-- bench log -->';

/** The sections named by `--only a,b` (all without it). */
export function sectionsToRun(argv: readonly string[]): Section[] {
  const at = argv.indexOf('--only');
  if (at < 0) return [...SECTIONS];
  const named = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = named.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (named.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes some of ${SECTIONS.join(',')}; got "${argv[at + 1] ?? ''}"`);
  }
  return SECTIONS.filter((section) => named.includes(section));
}

/** Each section of a report written by `assembleReport`, by its marker. */
function previousSections(report: string): Map<Section, string> {
  const found = new Map<Section, string>();
  for (const section of SECTIONS) {
    const start = report.indexOf(marker(section));
    if (start < 0) continue;
    const ends = [...SECTIONS.map(marker), LOG_MARKER]
      .map((other) => report.indexOf(other, start + 1))
      .filter((at) => at > start);
    found.set(
      section,
      report.slice(start + marker(section).length, Math.min(...ends, report.length)).trim(),
    );
  }
  return found;
}

/** The previous report's log, from its marker to the end (empty without one). */
function previousLog(report: string): string[] {
  const start = report.indexOf(LOG_MARKER);
  return start < 0 ? [] : [report.slice(start).trim()];
}

/**
 * The report: fresh sections, the previous report's for the others (if it has them), and
 * the previous report's log.
 */
export function assembleReport(
  heading: string,
  fresh: ReadonlyMap<Section, string>,
  previous: string,
): string {
  const kept = previousSections(previous);
  const body = SECTIONS.flatMap((section) => {
    const text = fresh.get(section) ?? kept.get(section);
    if (text === undefined) console.warn(`The report has no ${section} section: measure it.`);
    return text === undefined ? [] : [`${marker(section)}\n\n${text}`];
  });
  return [heading, ...body, ...previousLog(previous)].join('\n\n') + '\n';
}
