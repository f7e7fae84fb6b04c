// Rows for search-everything tests: the fields its documents read, with neutral defaults.
import type { Airport } from '../../../shared/api';
import type { MessageRow, OperatorRow, RfqRow, TripRequestRow } from '../../../shared/db/rows';
import { tripRow } from '../../db/row-builders';
import { storedRfq } from '../../service/rfq-fixtures';
import { uuidOf } from '../entries';

let counter = 1_000;
const nextId = () => uuidOf((counter += 1));

export function airport(
  icao: string,
  iata: string | null,
  name: string,
  city: string | null,
): Airport {
  return {
    id: `airport-${icao}`,
    code: icao,
    icao,
    iata,
    name,
    city,
    country: 'US',
    latitude: 0,
    longitude: 0,
    timezone: 'UTC',
  };
}

export const TEB = airport('KTEB', 'TEB', 'Teterboro Airport', 'Teterboro');
export const VNY = airport('KVNY', 'VNY', 'Van Nuys Airport', 'Los Angeles');
export const GVA = airport('LSGG', 'GVA', 'Genève Aéroport', 'Genève');

interface LegDates {
  from: Airport;
  to: Airport;
  date: string;
  latest?: string;
}

export function trip(number: number, legs: LegDates[], fields: Partial<TripRequestRow> = {}) {
  return tripRow(fields.id ?? nextId(), fields.client_id ?? null, '2026-11-01T00:00:00.000Z', {
    number,
    legs: legs.map((leg, at) => ({
      id: nextId(),
      seq: at + 1,
      depart_date: leg.date,
      depart_time: null,
      depart_timezone: null,
      latest_depart_date: leg.latest ?? null,
      arrive_at: null,
      timezone: 'UTC',
      pax: null,
      distance_nm: 100,
      from: leg.from,
      to: leg.to,
    })),
    ...fields,
  });
}

export function operator(designator: string, legal: string, dba: string | null): OperatorRow {
  return { id: nextId(), designator, legal_name: legal, dba_name: dba };
}

export function rfq(op: OperatorRow, fields: Partial<RfqRow> = {}): RfqRow {
  const { id, designator, legal_name, dba_name } = op;
  return storedRfq({
    id: nextId(),
    sent_at: '2026-11-02T00:00:00.000Z',
    trip_request_id: uuidOf(1),
    operator: { id, designator, legal_name, dba_name },
    ...fields,
  });
}

export function message(of: RfqRow, body: string, at: string): MessageRow {
  return { id: nextId(), rfq_id: of.id, at, author: 'operator', author_name: 'Ops', body };
}
