// Demo clients: deterministic for a seed, cheap enough to make 100,000 for benchmarks.
import type { AircraftCategory, ClientSeed } from '../api';
import { demoAircraftTypes } from './fleet';
import {
  cities,
  companyStems,
  companySuffixes,
  demoBrokers,
  firstNames,
  lastNames,
  mailboxPart,
  personalMailDomains,
  tags,
} from './people';
import { createRandom, type Random } from './random';

const DAY_MS = 86_400_000;

// prettier-ignore
const notes = [
  'Travels with a small dog; confirm pet policy with the operator.',
  'Prefers Teterboro or White Plains for New York departures.',
  'Assistant books most trips; copy her on every quote.',
  'Ski season regular: Aspen, Eagle and Geneva from December to March.',
  'Asked for carbon offset options on every quote.',
  'Pays by wire; needs the invoice two days before departure.',
];
// prettier-ignore
const preferences = [
  'Sparkling water, light catering, no shellfish.',
  'Wi-Fi required; flat-floor cabin for overnight legs.',
  'Female crew requested for family trips.',
  'Ground transport arranged at both ends.',
  'Vegetarian catering; fresh flowers on board.',
];
const categories: AircraftCategory[] = [
  'light',
  'midsize',
  'super_midsize',
  'heavy',
  'ultra_long_range',
];

function digits(pattern: string, random: Random): string {
  return pattern.replace(/#/g, () => String(random.int(0, 9)));
}

const numberFirst = new Set(['US', 'CA', 'GB', 'IE', 'AU', 'SG', 'HK']);

/** `12 Park Lane` in English-speaking countries, `Bahnhofstrasse 12` elsewhere. */
function streetLine(number: number, street: string, country: string): string {
  return numberFirst.has(country) ? `${number} ${street}` : `${street} ${number}`;
}

function makeClient(random: Random, now: number): ClientSeed {
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const city = random.pick(cities);
  const company = random.chance(0.6)
    ? `${random.chance(0.3) ? last : random.pick(companyStems)} ${random.pick(companySuffixes)}`
    : null;
  const domain = company ? `${mailboxPart(company)}.com` : random.pick(personalMailDomains);
  const email = random.chance(0.92)
    ? `${mailboxPart(first)}.${mailboxPart(last)}${company ? '' : random.int(1, 99)}@${domain}`
    : null;
  const phone = random.chance(0.85) ? digits(city.phone, random) : null;
  const createdAt = now - random.int(1, 1_000) * DAY_MS - random.int(0, DAY_MS);
  const updatedAt = Math.min(now, createdAt + random.int(0, 200) * DAY_MS);
  const emailConsent = email !== null && random.chance(0.6);
  const smsConsent = phone !== null && random.chance(0.3);
  const consented = emailConsent || smsConsent;
  const type = random.chance(0.25) ? random.pick(demoAircraftTypes) : null;
  const category = type?.category ?? (random.chance(0.3) ? random.pick(categories) : null);
  const clientTags = tags.filter(() => random.chance(0.12)).slice(0, 3);
  return {
    id: random.uuid(),
    name: `${first} ${last}`,
    company,
    email,
    phone,
    address: random.chance(0.8)
      ? {
          line1: streetLine(random.int(1, 980), random.pick(city.streets), city.country),
          line2: random.chance(0.2) ? `Suite ${random.int(2, 40)}00` : null,
          city: city.city,
          region: city.region,
          postal_code: city.postalCodes.length > 0 ? random.pick(city.postalCodes) : null,
          country: city.country,
        }
      : null,
    email_consent: emailConsent,
    sms_consent: smsConsent,
    consent_recorded_by: consented ? random.pick(demoBrokers) : null,
    consent_updated_at: consented ? new Date(updatedAt).toISOString() : null,
    notes: random.chance(0.2) ? random.pick(notes) : null,
    preferences: random.chance(0.25) ? random.pick(preferences) : null,
    preferred_category: category,
    preferred_aircraft_type_id: type?.id ?? null,
    tags: clientTags,
    timezone: city.timezone,
    import_batch_id: null,
    created_at: new Date(createdAt).toISOString(),
    updated_at: new Date(updatedAt).toISOString(),
  };
}

/**
 * `count` clients for `seed`. Dates are relative to `now`, so pass a fixed date for output
 * that is identical from run to run.
 */
export function generateClients(count: number, seed: number, now: Date = new Date()): ClientSeed[] {
  const random = createRandom(seed);
  const nowMs = now.getTime();
  const clients: ClientSeed[] = new Array<ClientSeed>(count);
  for (let index = 0; index < count; index += 1) clients[index] = makeClient(random, nowMs);
  return clients;
}
