// shared/demo: realistic, deterministic seed data that loads as it is, in the remote's
// built-in organization and (through the same seed shapes) in the app's demo mode.
import { describe, expect, it } from 'vitest';
import { client, email, organizationSeed, page, tripRequestSummary } from '../../shared/api';
import { generateClients, generateDemoOrganization } from '../../shared/demo';
import { greatCircleNm } from '../../shared/geo/great-circle';
import { DEMO_READ_KEY, DEMO_WRITE_KEY } from './demo-config';
import { startRemoteApi } from './server';

const now = new Date('2026-03-15T12:00:00.000Z');

describe('generateDemoOrganization', () => {
  const demo = organizationSeed.parse(generateDemoOrganization({ now }));

  it('has the sizes the demo promises', () => {
    expect(demo.clients.length).toBeGreaterThanOrEqual(200);
    expect(demo.trip_requests.length).toBeGreaterThanOrEqual(50);
    expect(demo.operators.length).toBeGreaterThanOrEqual(15);
    expect(demo.operator_contacts.length).toBeGreaterThanOrEqual(15);
  });

  it('is the same for the same seed and date, and different for another seed', () => {
    expect(generateDemoOrganization({ now })).toEqual(generateDemoOrganization({ now }));
    const other = generateDemoOrganization({ now, seed: 7 });
    expect(other.clients?.[0]?.name).not.toBe(demo.clients[0]?.name);
  });

  it('flies legs between its own real airports, with great-circle distances', () => {
    const airports = new Map(demo.airports.map((airport) => [airport.code, airport]));
    for (const airport of demo.airports) {
      expect(airport.icao).toMatch(/^[A-Z]{4}$/);
      expect(airport.iata).toMatch(/^[A-Z]{3}$/);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: airport.timezone! })).not.toThrow();
    }
    const clientIds = new Set(demo.clients.map((item) => item.id));
    for (const trip of demo.trip_requests) {
      if (trip.client_id !== null) expect(clientIds.has(trip.client_id)).toBe(true);
      for (const leg of trip.legs) {
        const from = airports.get(leg.from as string)!;
        const to = airports.get(leg.to as string)!;
        expect(from && to && from !== to).toBe(true);
        expect(leg.distance_nm).toBe(greatCircleNm(from, to));
      }
    }
    // A known distance: Teterboro to Palm Beach is about 890 nm.
    const distance = greatCircleNm(airports.get('KTEB')!, airports.get('KPBI')!);
    expect(distance).toBeGreaterThan(870);
    expect(distance).toBeLessThan(910);
  });

  it('backs each quoted trip with a quote from one of its operators, and only those', () => {
    const quoted = new Set(
      demo.trip_requests.filter((trip) => trip.status === 'quoted').map((trip) => trip.id),
    );
    const contacts = new Set(demo.operator_contacts.map((c) => `${c.operator_id} ${c.email}`));
    expect(quoted.size).toBeGreaterThan(5);
    for (const rfq of demo.rfqs) {
      expect(quoted.has(rfq.trip_request_id)).toBe(true);
      expect(contacts.has(`${rfq.operator_id} ${rfq.contact_email}`)).toBe(true);
      // Sent within the last two days: a quote still holds when the demo loads.
      expect(Date.parse(rfq.sent_at)).toBeLessThan(now.getTime());
      expect(Date.parse(rfq.expires_at)).toBeGreaterThan(now.getTime());
    }
    for (const trip of quoted) {
      const rfqs = demo.rfqs.filter((rfq) => rfq.trip_request_id === trip);
      expect(new Set(rfqs.map((rfq) => rfq.operator_id)).size).toBe(rfqs.length);
      expect(rfqs.some((rfq) => rfq.status === 'quoted' && rfq.quote_amount_cents! > 0)).toBe(true);
    }
  });

  it('gives clients valid emails, time zones and consents that say who recorded them', () => {
    for (const item of demo.clients) {
      if (item.email !== null) expect(email.safeParse(item.email).success).toBe(true);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: item.timezone })).not.toThrow();
      const consented = item.email_consent || item.sms_consent;
      expect(item.consent_recorded_by !== null).toBe(consented);
    }
    expect(demo.clients.some((item) => /[^\x20-\x7e]/.test(item.name))).toBe(true);
  });
});

describe('generateClients', () => {
  it('makes many distinct clients cheaply and deterministically', () => {
    const clients = generateClients(20_000, 3, now);
    expect(new Set(clients.map((item) => item.id)).size).toBe(20_000);
    expect(generateClients(5, 3, now)).toEqual(clients.slice(0, 5));
  });
});

describe('the built-in organization', () => {
  it('serves the demo data with a read key and a read+write key', async () => {
    const api = await startRemoteApi({ port: 0 });
    try {
      expect(api.organizations).toHaveLength(1);
      expect(api.organizations[0]!.keys).toEqual([
        { token: DEMO_READ_KEY, scopes: ['read'] },
        { token: DEMO_WRITE_KEY, scopes: ['read', 'write'] },
      ]);
      const headers = { Authorization: `Bearer ${DEMO_READ_KEY}` };
      const response = await fetch(`${api.url}/v1/clients?limit=1`, { headers });
      const clients = page(client).parse(await response.json());
      expect(clients.total).toBeGreaterThanOrEqual(200);
      const detail = await fetch(`${api.url}/v1/clients/${clients.items[0]!.id}`, { headers });
      const body = (await detail.json()) as { recent_trip_requests: unknown[] };
      body.recent_trip_requests.forEach((trip) => tripRequestSummary.parse(trip));
    } finally {
      await api.close();
    }
  });
});

describe('the demo remote (npm start)', () => {
  it('answers a quoted trip with the quotes behind it', async () => {
    const remote = await startRemoteApi({ port: 0 });
    const headers = { Authorization: `Bearer ${DEMO_WRITE_KEY}` };
    const read = async <T>(path: string) =>
      (await (await fetch(`${remote.url}${path}`, { headers })).json()) as T;
    try {
      const demo = organizationSeed.parse(generateDemoOrganization());
      const quoted = demo.trip_requests.find((trip) => trip.status === 'quoted')!;
      const rfqs = await read<{ items: { status: string; quote_amount_cents: number | null }[] }>(
        `/v1/trip-requests/${quoted.id}/rfqs`,
      );
      expect(rfqs.items.length).toBe(
        demo.rfqs.filter((rfq) => rfq.trip_request_id === quoted.id).length,
      );
      expect(rfqs.items.some((rfq) => rfq.status === 'quoted' && rfq.quote_amount_cents! > 0)).toBe(
        true,
      );
    } finally {
      await remote.close();
    }
  });
});
