// A proposal's PDF paper by the broker's locale: Letter where the locale prints on it, else A4.
import { describe, expect, it } from 'vitest';
import { paperFor } from '../../renderer/trips/proposal/paper';

describe("a proposal's paper", () => {
  it.each([
    ['en-US', 'Letter'],
    ['fr-CA', 'Letter'],
    ['en-GB', 'A4'],
    ['de', 'A4'],
  ] as const)('is %s → %s', (locale, paper) => {
    expect(paperFor(locale)).toBe(paper);
  });
});
