// Quotes compared, and the ticked quotes made into a proposal, in browser mode against the
// reference remote: three operators quote through /_sim/ (one declines), after a cheaper quote
// that has expired; the trip shows the broker the nets side by side against the budget, the
// expired one marked and not to be picked, Lowest on the cheapest live one; the broker takes
// one off and makes the proposal: the two ticked quotes are its options (the third offered,
// unticked), priced with the Settings rule, which Chromium prints to PDF (print media) without
// the operators and without a net, then with the operators once the broker says so; Print
// calls window.print. axe, and screenshots at 1280 and 800 px and of the print view.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pointAppAt } from './remote-fixture';
import { HARBOR_NOTE, SHEET_TRIP, askOperators, operatorsAnswer, pdfText } from './quoting-steps';
import { expectAccessible, screenshot } from './trips-helpers';
import { TRIP, TRIPS_KEY, startTripsRemote, type TripsRemote } from './trips-remote';

const OPERATOR_WORDS = [
  'Harbor Jets',
  'Harbor Jet Aviation',
  'harborjets.com',
  'Megan Doyle',
  'Riviera',
  'Camille Laurent',
];
/** The operators' nets of the two ticked quotes: the client never reads them. */
const NETS = ['46,500', '53,200'];
/** The client's prices by the default rule (8 %, at least $1,500): €50,220.00 and €57,456.00. */
const PRICES = ['€50,220.00', '€57,456.00'];

const HOUR_MS = 3_600_000;

/**
 * Skyward quoted low three days before the others, and its quote (valid 72 hours) has run
 * out by the time the broker looks. The remote's clock moves on 48 hours between the two
 * batches; the page's is 73 hours ahead of the worker's, whose own clock the app's RFQs keep.
 */
async function anExpiredQuote(page: Page, remote: TripsRemote): Promise<void> {
  const rfqOf = await askOperators(remote, [
    { designator: 'SKX', email: 'quotes@skywardexec.com', name: 'Skyward desk' },
  ]);
  await remote.sim(`/rfqs/${rfqOf('SKX')}/quote`, { amount_cents: 3_900_000 });
  await remote.sim('/clock', { advance_ms: 48 * HOUR_MS });
  await page.clock.setFixedTime(Date.now() + 73 * HOUR_MS);
}

const printPdf = (page: Page) =>
  page.pdf({ format: 'A4', printBackground: true, margin: { top: '15mm', bottom: '15mm' } });

test('quotes compared for the broker, the ticked ones made a proposal printed without nets or operators', async ({
  page,
}) => {
  const remote = await startTripsRemote(SHEET_TRIP);
  try {
    await anExpiredQuote(page, remote);
    await operatorsAnswer(remote);
    await page.goto('/');
    await pointAppAt(page, remote.api, TRIPS_KEY);
    await page.goto(`/#/trips/${TRIP}`);

    const compared = page.getByRole('region', { name: 'Quotes compared' });
    const cards = compared.getByRole('list', { name: 'Quotes' }).getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(compared).toContainText('Client’s budget: up to €50,000.00.');
    // Lowest first, marked; each against the budget; the decline is no quote.
    const harbor = cards.filter({ has: page.getByRole('heading', { name: 'Harbor Jets' }) });
    const riviera = cards.filter({ has: page.getByRole('heading', { name: 'Riviera Jet' }) });
    const alpen = cards.filter({ has: page.getByRole('heading', { name: 'Alpenflug' }) });
    await expect(cards.first()).toContainText('Harbor Jets');
    await expect(harbor).toContainText('€46,500.00');
    await expect(harbor.getByText('Lowest')).toBeVisible();
    await expect(harbor).toContainText('€3,500.00 under budget');
    await expect(harbor).toContainText(HARBOR_NOTE);
    await expect(riviera).toContainText('€3,200.00 over budget');
    await expect(riviera).toContainText('Legacy 500. De-icing billed at cost.');
    await expect(riviera.getByText('Lowest')).toHaveCount(0);
    await expect(alpen).toContainText('No note from the operator.');
    await expect(compared).not.toContainText('Northvale');
    // Cheaper, but expired: last, marked, not Lowest, not to be put in a proposal.
    const skyward = cards.last();
    await expect(skyward).toContainText('Skyward Executive Charter Inc.');
    await expect(skyward.getByText('Expired', { exact: true }).first()).toBeVisible();
    await expect(skyward).toContainText('€39,000.00');
    await expect(skyward).toContainText('Expired: it cannot go in a proposal.');
    await expect(skyward.getByRole('checkbox')).toHaveCount(0);
    await expect(skyward.getByText('Lowest')).toHaveCount(0);
    for (const card of [harbor, riviera, alpen]) {
      await expect(card.getByRole('checkbox', { name: 'In the proposal' })).toBeChecked();
    }
    await expectAccessible(page, 'quotes compared');
    await screenshot(page, 'quotes-compared-1280');

    // Two picked: Alpenflug taken off.
    await alpen.getByRole('checkbox', { name: 'In the proposal' }).uncheck();
    await page.setViewportSize({ width: 800, height: 900 });
    await compared.scrollIntoViewIfNeeded();
    await screenshot(page, 'quotes-compared-800');
    await page.setViewportSize({ width: 1280, height: 900 });
    await compared.getByRole('link', { name: 'Make proposal (2 quotes)' }).click();
    await expect(
      page.getByRole('heading', { name: /^Proposal · Trip request #\d+$/ }),
    ).toBeFocused();

    // The ticked two are the options, with the broker's margin; Alpenflug offered, unticked.
    const picker = page.getByRole('table', { name: /Options/ });
    await expect(picker.getByRole('checkbox', { name: 'Include Harbor Jets' })).toBeChecked();
    await expect(picker.getByRole('checkbox', { name: 'Include Riviera Jet' })).toBeChecked();
    await expect(picker.getByRole('checkbox', { name: 'Include Alpenflug' })).not.toBeChecked();
    await expect(picker).not.toContainText('€39,000.00');
    const proposal = page.getByRole('article', { name: /^Proposal for trip/ });
    await expect(proposal.getByRole('heading', { name: /^Option/ })).toHaveText([
      'Option 1',
      'Option 2',
    ]);
    for (const price of PRICES) await expect(proposal).toContainText(price);
    await expect(proposal).not.toContainText('€61,000.00');
    await expect(proposal).not.toContainText('€46,500.00');
    await expect(proposal).toContainText('KTEB');
    // The remote says no quote's validity here: the client is told to ask, never shown the
    // date the broker's request lapses as if it were the quote's.
    await expect(proposal.getByText('Validity: ask your broker')).toHaveCount(2);
    const showOperators = page.getByRole('checkbox', { name: 'Show operator names to the client' });
    await expect(showOperators).not.toBeChecked();
    await expectAccessible(page, 'the proposal from the ticked quotes');
    await screenshot(page, 'quotes-proposal-1280');
    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'quotes-proposal-800');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Printed: the client's page alone, no app around it, no net and no operator in its text.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print…' })).toBeHidden();
    await screenshot(page, 'quotes-proposal-print');
    // Back to no emulation: page.pdf prints with print media, as a browser's print does.
    await page.emulateMedia({ media: null });
    const without = await pdfText(await printPdf(page));
    for (const price of PRICES) expect(without).toContain(price);
    for (const net of [...NETS, '61,000', '39,000']) expect(without).not.toContain(net);
    expect(without).not.toContain('Charter Desk');
    expect(without).not.toContain('Show operator names');
    for (const word of OPERATOR_WORDS) expect(without).not.toContain(word);
    // The operator's note names them: it is never on the client's page.
    expect(without).not.toContain('two crew, catering included');

    // With the operators, as the broker may choose; still no net.
    await showOperators.check();
    await expect(proposal.getByRole('heading', { name: 'Option 1 · Harbor Jets' })).toBeVisible();
    const withThem = await pdfText(await printPdf(page));
    for (const word of ['Harbor Jets', 'Riviera Jet']) expect(withThem).toContain(word);
    for (const net of NETS) expect(withThem).not.toContain(net);

    // Print opens the browser's print dialog.
    await page.evaluate(() => {
      const calls = { count: 0 };
      Object.defineProperty(window, '__printCalls', { value: calls });
      window.print = () => void (calls.count += 1);
    });
    await page.getByRole('button', { name: 'Print…' }).click();
    expect(
      await page.evaluate(
        () => (window as unknown as { __printCalls: { count: number } }).__printCalls.count,
      ),
    ).toBe(1);
  } finally {
    await remote.stop().catch(() => undefined);
  }
});
