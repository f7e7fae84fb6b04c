// docs/benchmarks.md is made of sections, each measured on its own (`--only`): a section
// not measured this time is kept as the previous report has it, with its own date and load.
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
    const ends = SECTIONS.map((other) => report.indexOf(marker(other), start + 1)).filter(
      (at) => at > start,
    );
    found.set(
      section,
      report.slice(start + marker(section).length, Math.min(...ends, report.length)).trim(),
    );
  }
  return found;
}

/** The report: fresh sections, and the previous report's for the others (if it has them). */
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
  return [heading, ...body].join('\n\n') + '\n';
}
