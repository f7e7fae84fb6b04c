// Clients as CSV: every field in its own column (nested objects in parts), parsed back with
// a real CSV parser.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../shared/api';
import {
  CLIENT_CSV_COLUMNS,
  clientCsvFileName,
  clientCsvRecords,
  clientCsvStart,
} from '../../shared/export/client-csv';

const full: Client = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ana "Jet" Lee',
  company: 'Lee, Aviation',
  email: 'ana@lee.example',
  phone: '+1 212 555 0100',
  address: {
    line1: '1 Hangar Rd',
    line2: null,
    city: 'Teterboro',
    region: 'NJ',
    postal_code: '07608',
    country: 'US',
  },
  email_consent: true,
  sms_consent: false,
  consent_recorded_by: { user_id: null, display_name: 'You', avatar_url: null },
  consent_updated_at: '2026-11-01T10:00:00.000Z',
  notes: 'Prefers\nmorning departures',
  preferences: '=cmd|calc',
  preferred_category: 'midsize',
  preferred_aircraft_type: {
    id: '00000000-0000-4000-8000-0000000000a1',
    category: 'midsize',
    icao_designator: 'C68A',
    manufacturer: 'Cessna',
    model: 'Citation Latitude',
  },
  tags: ['vip', 'golf'],
  timezone: 'America/New_York',
  import_batch_id: null,
  last_request_at: '2026-11-20T08:00:00.000Z',
  trip_request_count: 3,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

function parseFile(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    delimiter: ',',
    newline: '\r\n',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('client CSV', () => {
  it('has a column for every field, the address and nested objects in their parts', () => {
    expect(CLIENT_CSV_COLUMNS).toEqual([
      'id',
      'name',
      'company',
      'email',
      'phone',
      'address_line1',
      'address_line2',
      'address_city',
      'address_region',
      'address_postal_code',
      'address_country',
      'email_consent',
      'sms_consent',
      'consent_recorded_by',
      'consent_recorded_by_user_id',
      'consent_recorded_by_avatar_url',
      'consent_updated_at',
      'notes',
      'preferences',
      'preferred_category',
      'preferred_aircraft_type_id',
      'preferred_aircraft_type_category',
      'preferred_aircraft_type_icao',
      'preferred_aircraft_type_manufacturer',
      'preferred_aircraft_type_model',
      'tags',
      'timezone',
      'import_batch_id',
      'last_request_at',
      'trip_request_count',
      'created_at',
      'updated_at',
    ]);
  });

  it('writes a client so that a CSV parser reads every value back', () => {
    const [row] = parseFile(clientCsvStart() + clientCsvRecords([full]));
    expect(row).toMatchObject({
      name: 'Ana "Jet" Lee',
      company: 'Lee, Aviation',
      phone: "'+1 212 555 0100",
      address_line1: '1 Hangar Rd',
      address_line2: '',
      address_country: 'US',
      email_consent: 'true',
      sms_consent: 'false',
      consent_recorded_by: 'You',
      notes: 'Prefers\nmorning departures',
      preferences: "'=cmd|calc",
      preferred_aircraft_type_model: 'Citation Latitude',
      tags: 'vip, golf',
      trip_request_count: '3',
      last_request_at: '2026-11-20T08:00:00.000Z',
    });
  });

  it('writes a client without address, aircraft type or tags as empty cells', () => {
    const bare: Client = {
      ...full,
      address: null,
      preferred_aircraft_type: null,
      consent_recorded_by: null,
      tags: [],
    };
    const [row] = parseFile(clientCsvStart() + clientCsvRecords([bare]));
    expect(row).toMatchObject({
      address_line1: '',
      address_city: '',
      preferred_aircraft_type_id: '',
      consent_recorded_by: '',
      tags: '',
    });
  });

  it('keeps the order of the pages and the clients in them', () => {
    const pages = [
      [
        { ...full, name: 'B' },
        { ...full, name: 'A' },
      ],
      [{ ...full, name: 'C' }],
    ];
    const text = clientCsvStart() + pages.map((page) => clientCsvRecords(page)).join('');
    expect(parseFile(text).map((row) => row.name)).toEqual(['B', 'A', 'C']);
  });

  it('names the file after the broker’s local date', () => {
    expect(clientCsvFileName(new Date(2026, 10, 2, 23, 59))).toBe('clients-2026-11-02.csv');
  });
});
