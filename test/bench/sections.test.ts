import { describe, expect, it } from 'vitest';
import { assembleReport, sectionsToRun, type Section } from './sections';

describe('bench sections', () => {
  it('measures all sections by default, or only those named by --only, in report order', () => {
    const inOrder = 'queries list trips pull drain durability peers search memory freshness';
    expect(sectionsToRun([])).toEqual(inOrder.split(' '));
    expect(sectionsToRun(['--only', 'durability,pull'])).toEqual(['pull', 'durability']);
    expect(() => sectionsToRun(['--only', 'sync'])).toThrow(/--only takes/);
    expect(() => sectionsToRun(['--only'])).toThrow(/--only takes/);
  });

  it("keeps the previous report's sections that were not measured again", () => {
    const first = assembleReport(
      '# Old heading',
      new Map<Section, string>([
        ['queries', '## Queries\n\nMeasured on day 1.'],
        ['pull', '## Pull\n\nMeasured on day 1.'],
      ]),
      '',
    );
    const second = assembleReport(
      '# Heading',
      new Map<Section, string>([['pull', '## Pull\n\nMeasured on day 2.']]),
      first,
    );
    expect(second).toContain('# Heading');
    expect(second).not.toContain('# Old heading');
    expect(second).toContain('## Queries\n\nMeasured on day 1.');
    expect(second).toContain('## Pull\n\nMeasured on day 2.');
    expect(second).not.toContain('## Pull\n\nMeasured on day 1.');
    expect(second.indexOf('## Queries')).toBeLessThan(second.indexOf('## Pull'));
    expect(assembleReport('# Heading', new Map(), second)).toBe(second);
  });

  it('keeps the log at the end as it is, once, after every section', () => {
    const log = '<!-- bench log -->\n\n## Log\n\n- 2026-11-29: the list, before and after.';
    const first = `${assembleReport(
      '# Heading',
      new Map<Section, string>([['drain', '## Drain\n\nMeasured on day 1.']]),
      '',
    )}\n${log}\n`;
    // A section measured now that comes after those kept goes before the log too.
    const second = assembleReport(
      '# Heading',
      new Map<Section, string>([['freshness', '## Freshness\n\nMeasured on day 2.']]),
      first,
    );
    expect(second.indexOf('## Drain')).toBeLessThan(second.indexOf('## Freshness'));
    expect(second.split('## Log')).toHaveLength(2);
    expect(second.endsWith(`## Freshness\n\nMeasured on day 2.\n\n${log}\n`)).toBe(true);
    expect(assembleReport('# Heading', new Map(), second)).toBe(second);
  });
});
