// Shared by the quotes and proposal specs (browser and desktop): operators asked on the trips
// remote's open trip and answering through /_sim/ (three quotes, one decline), and a PDF's
// text read back.
import { extractText, getDocumentProxy } from 'unpdf';
import { TRIP, TRIPS_KEY, operatorOf, type TripsRemote } from './trips-remote';

/** The client's budget on the trip: €50,000.00. */
export const SHEET_TRIP = { currency: 'EUR', budget_cents: 5_000_000, pax: 4 };

export const ASKED: readonly Asked[] = [
  { designator: 'HJA', email: 'charter@harborjets.com', name: 'Megan Doyle' },
  { designator: 'RVA', email: 'affretement@rivierajet.fr', name: 'Camille Laurent' },
  { designator: 'APJ', email: 'charter@alpenflug.ch', name: 'Reto Baumann' },
  { designator: 'NVA', email: 'priya@northvaleair.com', name: 'Priya Raman' },
];

/** What the operators answer: Harbor Jets names itself and its desk in its note. */
export const HARBOR_NOTE =
  'Challenger 350 from Harbor Jets, two crew, catering included. Questions to charter@harborjets.com.';

interface RemoteRfq {
  id: string;
  operator: { id: string };
}

interface Asked {
  designator: string;
  email: string;
  name: string;
}

/** The broker's colleague asks `asked` on the trip (the remote's /v1); each RFQ's id. */
export async function askOperators(
  remote: TripsRemote,
  asked: readonly Asked[],
): Promise<(designator: string) => string> {
  const response = await fetch(`${remote.api.url}/v1/trip-requests/${TRIP}/rfqs`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${TRIPS_KEY}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `quoting-${asked.map((one) => one.designator).join('-')}`,
    },
    body: JSON.stringify({
      operators: asked.map(({ designator, email, name }) => ({
        operator_id: operatorOf(designator).id,
        email,
        name,
      })),
    }),
  });
  if (response.status !== 201) throw new Error(`RFQs refused: ${await response.text()}`);
  const { items } = (await response.json()) as { items: RemoteRfq[] };
  return (designator) => items.find((rfq) => rfq.operator.id === operatorOf(designator).id)!.id;
}

/** Four operators asked; three quote and one declines. Each RFQ's id, by designator. */
export async function operatorsAnswer(
  remote: TripsRemote,
): Promise<(designator: string) => string> {
  const rfqOf = await askOperators(remote, ASKED);
  await remote.sim(`/rfqs/${rfqOf('HJA')}/quote`, { amount_cents: 4_650_000, note: HARBOR_NOTE });
  await remote.sim(`/rfqs/${rfqOf('RVA')}/quote`, {
    amount_cents: 5_320_000,
    note: 'Legacy 500. De-icing billed at cost.',
  });
  await remote.sim(`/rfqs/${rfqOf('APJ')}/quote`, { amount_cents: 6_100_000 });
  await remote.sim(`/rfqs/${rfqOf('NVA')}/decline`, { note: 'No aircraft free.' });
  return rfqOf;
}

/** A PDF's text, its pages joined. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
