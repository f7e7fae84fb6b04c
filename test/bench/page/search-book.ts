// What a busy broker's replica holds beside its clients and trips, for the search bench
// (issue 29): ~300 operators (the demo's and more of the same kind) with their contacts,
// RFQs on every trip (notes on some, the operator's quote or decline note on the answered),
// and messages in their threads, written as brokers and operators write them: aircraft,
// tail numbers, airports, times, prices, catering, crew and maintenance. Deterministic.
import type { MessageRow, OperatorContactRow, OperatorRow, RfqRow } from '../../../shared/db/rows';
import type { TripRequestRow } from '../../../shared/db/rows';
import { createRandom, demoAircraftTypes, demoAirports, demoOperators } from '../../../shared/demo';
import { firstNames, lastNames } from '../../../shared/demo/people';
import type { Random } from '../../../shared/demo/random';

const HOUR_MS = 3_600_000;
const OPERATORS = 300;

// prettier-ignore
const operatorStems = ['Atlas', 'Beacon', 'Cardinal', 'Corsair', 'Falcon Crest', 'Granite', 'Horizon', 'Juniper', 'Keystone', 'Larkspur', 'Monarch', 'Nimbus', 'Orion', 'Pinnacle', 'Regent', 'Solstice', 'Tailwind', 'Vantage', 'Windward', 'Zephyr', 'Alpine', 'Coastal', 'Empire', 'Liberty', 'Polar'];
// prettier-ignore
const operatorForms = ['Aviation', 'Jet Charter', 'Air', 'Executive Jets', 'Flight Services', 'Air Partners', 'Business Aviation'];
const legalSuffixes = ['LLC', 'Inc.', 'Ltd', 'GmbH', 'AG', 'SAS', 'S.L.'];
const fbos = [
  'Signature',
  'Jet Aviation',
  'Atlantic Aviation',
  'Million Air',
  'Sheltair',
  'ExecuJet',
];
// prettier-ignore
const catering = ['sushi platter', 'fruit and cheese', 'hot breakfast', 'vegan lunch', 'champagne on ice', 'kosher meals', 'gluten-free snacks', 'sparkling water', 'a birthday cake'];
const prefixes = ['N', 'G-', 'D-', 'HB-', 'F-', 'OE-', 'VP-C', 'M-'];

function tail(random: Random): string {
  const prefix = random.pick(prefixes);
  if (prefix === 'N')
    return `N${random.int(100, 999)}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}`;
  return `${prefix}${Array.from({ length: 4 - prefix.length + 2 }, () => String.fromCharCode(65 + random.int(0, 25))).join('')}`;
}

function money(random: Random): string {
  const amount = random.int(18, 260) * 500;
  const currency = random.pick(['$', 'USD ', 'EUR ', '€', 'GBP ', 'CHF ']);
  return `${currency}${amount.toLocaleString('en-US')}`;
}

const aircraftName = (random: Random) => {
  const type = random.pick(demoAircraftTypes);
  return random.chance(0.5) ? type.model : `${type.manufacturer} ${type.model}`;
};

const airportName = (random: Random) => {
  const airport = random.pick(demoAirports);
  return random.pick([
    airport.name,
    airport.city ?? airport.name,
    airport.icao ?? airport.code,
    airport.iata ?? airport.code,
  ]);
};

const time = (random: Random) =>
  `${String(random.int(6, 21)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;
const day = (random: Random) =>
  `${random.int(1, 28)} ${random.pick(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])}`;

// prettier-ignore
const operatorLines: ((r: Random) => string)[] = [
  (r) => `We can offer our ${aircraftName(r)} (${tail(r)}) for this trip, ${r.int(6, 14)} seats, wheels up ${time(r)} from ${airportName(r)}.`,
  (r) => `Unfortunately the ${aircraftName(r)} is in maintenance until ${day(r)}; we could swap to a ${aircraftName(r)} at ${money(r)}.`,
  (r) => `Crew confirmed: Captain ${r.pick(lastNames)} and First Officer ${r.pick(lastNames)}. Catering ordered: ${r.pick(catering)}.`,
  (r) => `Quote revised to ${money(r)} including fuel, landing fees and overnight crew costs at ${airportName(r)}.`,
  (r) => `Slot at ${airportName(r)} confirmed for ${time(r)} local; handling by ${r.pick(fbos)}.`,
  (r) => `Aircraft repositioning from ${airportName(r)}, ${r.int(1, 4)}h ferry included in the price.`,
  (r) => `Please note de-icing may be required at ${airportName(r)}; charged at cost if needed.`,
  (r) => `The owner has approved the trip. Wi-Fi on board, ${r.pick(['pets welcome', 'no pets please', 'small dog in cabin is fine'])}.`,
  (r) => `Our ${tail(r)} is available on ${day(r)} but the return would need a crew swap in ${airportName(r)}.`,
  (r) => `Declining this one, sorry: no crew available that week. Try us again for ${day(r)}.`,
];
// prettier-ignore
const brokerLines: ((r: Random) => string)[] = [
  (r) => `Client is ${r.pick(firstNames)} ${r.pick(lastNames)}, ${r.int(2, 12)} passengers, departing around ${time(r)}. Can you hold the ${aircraftName(r)}?`,
  (r) => `Could you include ${r.pick(catering)} and ground transport at ${airportName(r)}?`,
  (r) => `The client asks whether ${airportName(r)} is possible instead of ${airportName(r)}.`,
  (r) => `Budget is closer to ${money(r)}; any flexibility if we move to ${day(r)}?`,
  (r) => `Confirmed with the client, please send the contract for ${tail(r)}.`,
  (r) => `Is the ${aircraftName(r)} the one with the refurbished cabin? The family travels with ${r.pick(['a dog', 'golf bags', 'skis', 'a baby', 'two nannies'])}.`,
  (r) => `Thanks ${r.pick(firstNames)}, passenger list and passports to follow by ${time(r)}.`,
];

function messageBody(random: Random, author: 'broker' | 'operator'): string {
  const lines = author === 'operator' ? operatorLines : brokerLines;
  return Array.from({ length: random.int(1, 3) }, () => random.pick(lines)(random)).join(' ');
}

export interface SearchBook {
  operators: OperatorRow[];
  contacts: OperatorContactRow[];
  rfqs: RfqRow[];
  messages: MessageRow[];
}

function operatorsOf(random: Random, now: number) {
  const operators: OperatorRow[] = [...demoOperators];
  for (let n = operators.length; n < OPERATORS; n += 1) {
    const stem = operatorStems[n % operatorStems.length] as string;
    const form = random.pick(operatorForms);
    operators.push({
      id: random.uuid(),
      designator: `${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}`,
      legal_name: `${stem} ${form} ${random.pick(legalSuffixes)}`,
      dba_name: random.chance(0.5) ? `${stem} ${random.pick(['Jets', 'Air', 'Charter'])}` : null,
    });
  }
  const contacts = operators.flatMap((operator, n) =>
    Array.from({ length: random.int(1, 3) }, (_, k): OperatorContactRow => {
      const first = random.pick(firstNames);
      const domain = `${
        operator.legal_name
          .split(' ')[0]
          ?.toLowerCase()
          .replace(/[^a-z]/g, '') ?? 'op'
      }${n}.aero`;
      return {
        operator_id: operator.id,
        email: `${
          k === 0
            ? 'charter'
            : first
                .toLowerCase()
                .normalize('NFKD')
                .replace(/[^a-z]/g, '')
        }@${domain}`,
        name: k === 0 ? null : `${first} ${random.pick(lastNames)}`,
        updated_at: new Date(now - random.int(1, 400) * 24 * HOUR_MS).toISOString(),
      };
    }),
  );
  return { operators, contacts };
}

/** Operators, RFQs on every trip and `messageCount` messages spread over their threads. */
export function generateSearchBook(
  trips: readonly TripRequestRow[],
  messageCount: number,
  seed = 29,
): SearchBook {
  const random = createRandom(seed);
  const now = Date.now();
  const { operators, contacts } = operatorsOf(random, now);
  const rfqs: RfqRow[] = trips.flatMap((trip) =>
    Array.from({ length: random.int(1, 5) }, (): RfqRow => {
      const operator = random.pick(operators);
      const contact = contacts.find((c) => c.operator_id === operator.id) as OperatorContactRow;
      const sentAt = Math.min(now, Date.parse(trip.created_at) + random.int(1, 48) * HOUR_MS);
      const status = random.pick(['sent', 'quoted', 'quoted', 'declined', 'withdrawn'] as const);
      const answered = status === 'quoted' || status === 'declined';
      return {
        id: random.uuid(),
        trip_request_id: trip.id,
        status,
        contact_email: contact.email,
        contact_name: contact.name,
        created_by: null,
        expires_at: new Date(sentAt + 72 * HOUR_MS).toISOString(),
        sent_at: new Date(sentAt).toISOString(),
        viewed_at: answered ? new Date(sentAt + HOUR_MS).toISOString() : null,
        responded_at: answered ? new Date(sentAt + 3 * HOUR_MS).toISOString() : null,
        response_note: answered && random.chance(0.6) ? messageBody(random, 'operator') : null,
        note: random.chance(0.3) ? messageBody(random, 'broker') : null,
        quote_id: status === 'quoted' ? random.uuid() : null,
        quote_amount_cents: status === 'quoted' ? random.int(20, 400) * 100_000 : null,
        message_count: 0,
        last_message_at: null,
        last_message_author: null,
        operator: {
          id: operator.id,
          designator: operator.designator,
          legal_name: operator.legal_name,
          dba_name: operator.dba_name,
        },
        link_token: null,
        url: null,
      };
    }),
  );
  const messages: MessageRow[] = Array.from({ length: messageCount }, () => {
    const rfq = random.pick(rfqs);
    const author = random.chance(0.55) ? 'operator' : 'broker';
    return {
      id: random.uuid(),
      rfq_id: rfq.id,
      at: new Date(Date.parse(rfq.sent_at) + (random.int(1, 200) * HOUR_MS) / 4).toISOString(),
      author,
      author_name:
        author === 'operator' ? (rfq.contact_name ?? rfq.operator.legal_name) : 'Bench Broker',
      body: messageBody(random, author),
    };
  });
  return { operators, contacts, rfqs, messages };
}
