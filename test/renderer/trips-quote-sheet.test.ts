// A quote sheet: the picked quotes still live, lowest first (one expired since is left off
// and counted); the operator's note without who they are; the paper by the broker's locale.
import { describe, expect, it } from 'vitest';
import {
  paperFor,
  pickedIds,
  sheetPath,
  sheetQuotes,
  withoutOperator,
} from '../../renderer/trips/quotes/sheet';
import { NOW, quotedOf as quoted, rfqOf } from './trips-fixtures';

const noBudget = { budget_cents: null, budget_min_cents: null, currency: 'USD' };

describe('a quote sheet', () => {
  it('names its quotes in its route', () => {
    const path = sheetPath('trip-1', [rfqOf(1).id, rfqOf(2).id]);
    expect(path).toBe(`/trips/trip-1/quote-sheet/${rfqOf(1).id},${rfqOf(2).id}`);
    expect(pickedIds(path.split('/').at(-1)!)).toEqual([rfqOf(1).id, rfqOf(2).id]);
  });

  it('shows the picked live quotes lowest first and counts the ones left off', () => {
    const rfqs = [quoted(1, 500), quoted(2, 300), quoted(3, 100, 80), quoted(4, 200)];
    const { shown, leftOff } = sheetQuotes(
      rfqs,
      [rfqOf(1).id, rfqOf(2).id, rfqOf(3).id],
      noBudget,
      NOW,
    );
    expect(shown.map((quote) => quote.amountCents)).toEqual([300, 500]);
    expect(leftOff).toBe(1);
  });

  it('takes the operator out of a note: names, designator, contact, emails, domain', () => {
    const rfq = rfqOf(1, {
      contact_name: 'Megan Doyle',
      contact_email: 'charter@harborjets.com',
      operator: {
        id: rfqOf(1).operator.id,
        designator: 'HJA',
        legal_name: 'Harbor Jets LLC',
        dba_name: 'Harbor Jets',
      },
    });
    const note =
      'Harbor Jets LLC (HJA) offers a Challenger 350. Call Megan Doyle or write to ops@harborjets.com; see harborjets.com. HJAX stays.';
    expect(withoutOperator(note, rfq)).toBe(
      'the operator (the operator) offers a Challenger 350. Call the operator or write to the operator; see the operator. HJAX stays.',
    );
    expect(withoutOperator('harbor jets can do it', rfq)).toBe('the operator can do it');
  });

  it('prints on Letter where the locale does, else on A4', () => {
    expect(paperFor('en-US')).toBe('Letter');
    expect(paperFor('fr-CA')).toBe('Letter');
    expect(paperFor('en-GB')).toBe('A4');
    expect(paperFor('de')).toBe('A4');
  });
});
