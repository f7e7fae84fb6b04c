// The paper a proposal's PDF is printed on, by the broker's locale.

/** Letter where the broker's locale prints on it (the Americas' Letter countries), else A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR', 'GT', 'CR']);

export function paperFor(locale: string): 'A4' | 'Letter' {
  const region = new Intl.Locale(locale).maximize().region ?? '';
  return LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
}
