// The time zone a new client's form offers: the zone of the address's country where that
// country keeps one zone, else the laptop's (a broker's clients are most often where the
// broker is); never UTC, which is where almost no client lives. Offered, not imposed: once
// the broker picks a zone, the country no longer changes it.
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ClientFormValues } from './client-form-values';

// Countries a broker's clients often live in that keep a single zone (ISO 3166-1 alpha-2).
// prettier-ignore
const ONE_ZONE: Record<string, string> = {
  AE: 'Asia/Dubai', AT: 'Europe/Vienna', BE: 'Europe/Brussels', BH: 'Asia/Bahrain',
  BS: 'America/Nassau', CH: 'Europe/Zurich', CN: 'Asia/Shanghai', CZ: 'Europe/Prague',
  DE: 'Europe/Berlin', DK: 'Europe/Copenhagen', EG: 'Africa/Cairo', FI: 'Europe/Helsinki',
  FR: 'Europe/Paris', GB: 'Europe/London', GR: 'Europe/Athens', HK: 'Asia/Hong_Kong',
  HU: 'Europe/Budapest', IE: 'Europe/Dublin', IL: 'Asia/Jerusalem', IN: 'Asia/Kolkata',
  IS: 'Atlantic/Reykjavik', IT: 'Europe/Rome', JM: 'America/Jamaica', JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul', KW: 'Asia/Kuwait', LU: 'Europe/Luxembourg', MC: 'Europe/Monaco',
  MT: 'Europe/Malta', NL: 'Europe/Amsterdam', NO: 'Europe/Oslo', PA: 'America/Panama',
  PL: 'Europe/Warsaw', QA: 'Asia/Qatar', SA: 'Asia/Riyadh', SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore', TR: 'Europe/Istanbul', ZA: 'Africa/Johannesburg',
};

export const laptopZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone to offer for a country typed in any case; null where it has several or is unknown. */
export function zoneOfCountry(country: string): string | null {
  return ONE_ZONE[country.trim().toUpperCase()] ?? null;
}

/** A new client's form: its zone follows the country typed until the broker picks one. */
export function useZoneFromCountry(form: UseFormReturn<ClientFormValues>, active: boolean): void {
  const country = useWatch({ control: form.control, name: 'address.country' });
  const offered = useRef(form.getValues('timezone'));
  useEffect(() => {
    if (!active || form.getValues('timezone') !== offered.current) return;
    const zone = zoneOfCountry(country) ?? laptopZone();
    offered.current = zone;
    form.setValue('timezone', zone);
  }, [active, country, form]);
}
