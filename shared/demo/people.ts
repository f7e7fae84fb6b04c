// Word lists for demo clients: names (some with accents, so accent-insensitive search has
// something to find), companies, cities with real postal codes, and the brokers' own team.
import type { PersonReference } from '../api';
import { uuidFromName } from './random';

// prettier-ignore
export const firstNames = [
  'James', 'Olivia', 'William', 'Amelia', 'Henry', 'Charlotte', 'Alexander', 'Sophia', 'Benjamin',
  'Isabella', 'Theodore', 'Eleanor', 'Sebastian', 'Victoria', 'Nathaniel', 'Catherine', 'Julian',
  'Margaret', 'Lucas', 'Madeleine', 'Hugo', 'Zoë', 'José', 'Søren', 'Chloé', 'François', 'Łukasz',
  'Anaïs', 'Matthias', 'Ingrid', 'Giulia', 'Lorenzo', 'Aisha', 'Omar', 'Priya', 'Arjun', 'Mei',
  'Hiroshi', 'Yasmin', 'Rafael', 'Camila', 'Diego', 'Elena', 'Nikolai', 'Freya', 'Magnus',
  'Clara', 'Felix', 'Noor', 'Daniel', 'Grace', 'Samuel', 'Harriet', 'Oscar', 'Beatriz', 'Jonah',
  'Tatiana', 'Malik', 'Sienna', 'Marcus',
];

// prettier-ignore
export const lastNames = [
  'Whitmore', 'Ashford', 'Caldwell', 'Pemberton', 'Harrington', 'Montague', 'Blackwood', 'Sterling',
  'Fairbanks', 'Lockhart', 'Vance', 'Thornton', 'Rutherford', 'Kensington', 'Hale', 'Beaumont',
  'Müller', 'Schäfer', 'Rossi', 'Bianchi', 'García', 'Fernández', 'Dubois', 'Lefèvre', 'Nowak',
  'Kowalczyk', 'Johansson', 'Lindqvist', 'Van der Berg', "O'Connell", 'MacLeod', 'Al-Mansouri',
  'Haddad', 'Patel', 'Mehta', 'Tanaka', 'Nakamura', 'Chen', 'Wong', 'Kim', 'Silva', 'Oliveira',
  'Moreau', 'Novak', 'Petrov', 'Ivanova', 'Andersen', 'Okafor', 'Mensah', 'Cohen', 'Levy',
  'Sinclair', 'Delacroix', 'Castellano', 'Whitfield', 'Brennan', 'Gallagher', 'Sørensen',
  'Brandt', 'Hollis',
];

// prettier-ignore
export const companyStems = [
  'Northgate', 'Blue Harbor', 'Summit Ridge', 'Ashcombe', 'Meridian', 'Halcyon', 'Ironwood',
  'Silverline', 'Granite Peak', 'Westbrook', 'Kestrel', 'Lakeside', 'Evergreen', 'Crescent',
  'Harborview', 'Oakmont', 'Pinecrest', 'Sterling Bay', 'Bellhaven', 'Cobalt', 'Redwood',
  'Alder & Finch', 'Marlowe', 'Quayside',
];
// prettier-ignore
export const companySuffixes = [
  'Capital', 'Partners', 'Holdings', 'Family Office', 'Ventures', 'Group', 'Advisors',
  'Entertainment', 'Sports Management', 'Energy', 'Properties', 'Medical Group',
];

export const personalMailDomains = ['gmail.com', 'outlook.com', 'icloud.com', 'proton.me'];

// prettier-ignore
export const tags = [
  'vip', 'repeat', 'corporate', 'family-office', 'sports', 'entertainment', 'medical', 'pets',
  'empty-leg-alerts', 'newsletter', 'ski-season', 'summer-med', 'golf', 'referral',
];

export interface City {
  city: string;
  region: string | null;
  country: string;
  timezone: string;
  postalCodes: readonly string[];
  streets: readonly string[];
  /** A phone pattern in a fictional range; each `#` becomes a digit. */
  phone: string;
}

// prettier-ignore
export const cities: readonly City[] = [
  { city: 'New York', region: 'NY', country: 'US', timezone: 'America/New_York', postalCodes: ['10022', '10065', '10013'], streets: ['Park Avenue', 'Madison Avenue', 'East 57th Street', 'Hudson Street'], phone: '+1 212 555 01##' },
  { city: 'Greenwich', region: 'CT', country: 'US', timezone: 'America/New_York', postalCodes: ['06830', '06831'], streets: ['Greenwich Avenue', 'Round Hill Road', 'Field Point Road'], phone: '+1 203 555 01##' },
  { city: 'Palm Beach', region: 'FL', country: 'US', timezone: 'America/New_York', postalCodes: ['33480'], streets: ['South Ocean Boulevard', 'Worth Avenue', 'Royal Palm Way'], phone: '+1 561 555 01##' },
  { city: 'Miami', region: 'FL', country: 'US', timezone: 'America/New_York', postalCodes: ['33131', '33139'], streets: ['Brickell Avenue', 'Collins Avenue', 'Ocean Drive'], phone: '+1 305 555 01##' },
  { city: 'Dallas', region: 'TX', country: 'US', timezone: 'America/Chicago', postalCodes: ['75201', '75205'], streets: ['McKinney Avenue', 'Turtle Creek Boulevard'], phone: '+1 214 555 01##' },
  { city: 'Houston', region: 'TX', country: 'US', timezone: 'America/Chicago', postalCodes: ['77002', '77019'], streets: ['Main Street', 'River Oaks Boulevard'], phone: '+1 713 555 01##' },
  { city: 'Chicago', region: 'IL', country: 'US', timezone: 'America/Chicago', postalCodes: ['60611', '60654'], streets: ['North Michigan Avenue', 'East Oak Street'], phone: '+1 312 555 01##' },
  { city: 'Aspen', region: 'CO', country: 'US', timezone: 'America/Denver', postalCodes: ['81611'], streets: ['East Hopkins Avenue', 'Red Mountain Road'], phone: '+1 970 555 01##' },
  { city: 'Beverly Hills', region: 'CA', country: 'US', timezone: 'America/Los_Angeles', postalCodes: ['90210', '90212'], streets: ['North Canon Drive', 'Sunset Boulevard', 'Rodeo Drive'], phone: '+1 310 555 01##' },
  { city: 'San Francisco', region: 'CA', country: 'US', timezone: 'America/Los_Angeles', postalCodes: ['94111', '94123'], streets: ['California Street', 'Pacific Avenue'], phone: '+1 415 555 01##' },
  { city: 'Seattle', region: 'WA', country: 'US', timezone: 'America/Los_Angeles', postalCodes: ['98101', '98121'], streets: ['1st Avenue', 'Western Avenue'], phone: '+1 206 555 01##' },
  { city: 'Toronto', region: 'ON', country: 'CA', timezone: 'America/Toronto', postalCodes: ['M5V 2T6', 'M5R 1B2'], streets: ['Bay Street', 'Yorkville Avenue'], phone: '+1 416 555 01##' },
  { city: 'London', region: null, country: 'GB', timezone: 'Europe/London', postalCodes: ['W1K 1QA', 'SW1X 7XL', 'EC2V 6DN'], streets: ['Park Lane', 'Sloane Street', 'Mount Street', 'Cheapside'], phone: '+44 20 7946 0###' },
  { city: 'Edinburgh', region: 'Scotland', country: 'GB', timezone: 'Europe/London', postalCodes: ['EH2 4AD', 'EH3 6SS'], streets: ['George Street', 'Heriot Row'], phone: '+44 131 496 0###' },
  { city: 'Dublin', region: null, country: 'IE', timezone: 'Europe/Dublin', postalCodes: ['D02 XK09', 'D04 C932'], streets: ['Merrion Square', 'Ailesbury Road'], phone: '+353 1 555 0###' },
  { city: 'Paris', region: 'Île-de-France', country: 'FR', timezone: 'Europe/Paris', postalCodes: ['75008', '75016', '75007'], streets: ['Avenue Montaigne', 'Rue du Faubourg Saint-Honoré', 'Avenue Foch'], phone: '+33 1 55 50 ## ##' },
  { city: 'Geneva', region: null, country: 'CH', timezone: 'Europe/Zurich', postalCodes: ['1204', '1201'], streets: ['Rue du Rhône', 'Quai du Mont-Blanc'], phone: '+41 22 555 0# ##' },
  { city: 'Zurich', region: null, country: 'CH', timezone: 'Europe/Zurich', postalCodes: ['8001', '8002'], streets: ['Bahnhofstrasse', 'Seefeldstrasse'], phone: '+41 44 555 0# ##' },
  { city: 'Munich', region: 'Bavaria', country: 'DE', timezone: 'Europe/Berlin', postalCodes: ['80331', '80539'], streets: ['Maximilianstraße', 'Prinzregentenstraße'], phone: '+49 89 5550 ####' },
  { city: 'Monaco', region: null, country: 'MC', timezone: 'Europe/Monaco', postalCodes: ['98000'], streets: ['Avenue Princesse Grace', 'Boulevard des Moulins'], phone: '+377 93 55 ## ##' },
  { city: 'Milan', region: 'Lombardy', country: 'IT', timezone: 'Europe/Rome', postalCodes: ['20121', '20122'], streets: ['Via Monte Napoleone', 'Corso Venezia'], phone: '+39 02 5550 ####' },
  { city: 'Madrid', region: null, country: 'ES', timezone: 'Europe/Madrid', postalCodes: ['28001', '28006'], streets: ['Calle de Serrano', 'Paseo de la Castellana'], phone: '+34 91 555 0# ##' },
  { city: 'Lisbon', region: null, country: 'PT', timezone: 'Europe/Lisbon', postalCodes: ['1250-096', '1200-195'], streets: ['Avenida da Liberdade', 'Rua do Alecrim'], phone: '+351 21 555 0###' },
  { city: 'Amsterdam', region: null, country: 'NL', timezone: 'Europe/Amsterdam', postalCodes: ['1017 CE', '1071 DJ'], streets: ['Herengracht', 'Van Baerlestraat'], phone: '+31 20 555 0###' },
  { city: 'Stockholm', region: null, country: 'SE', timezone: 'Europe/Stockholm', postalCodes: ['114 34', '111 47'], streets: ['Strandvägen', 'Birger Jarlsgatan'], phone: '+46 8 555 0## ##' },
  { city: 'Dubai', region: null, country: 'AE', timezone: 'Asia/Dubai', postalCodes: [], streets: ['Sheikh Zayed Road', 'Emirates Hills'], phone: '+971 4 555 0###' },
  { city: 'Singapore', region: null, country: 'SG', timezone: 'Asia/Singapore', postalCodes: ['018989', '238859'], streets: ['Marina Boulevard', 'Orchard Road'], phone: '+65 6555 0###' },
  { city: 'Hong Kong', region: null, country: 'HK', timezone: 'Asia/Hong_Kong', postalCodes: [], streets: ['Queen’s Road Central', 'Repulse Bay Road'], phone: '+852 5550 ####' },
  { city: 'Sydney', region: 'NSW', country: 'AU', timezone: 'Australia/Sydney', postalCodes: ['2000', '2027'], streets: ['George Street', 'Wolseley Road'], phone: '+61 2 5550 ####' },
  { city: 'São Paulo', region: 'SP', country: 'BR', timezone: 'America/Sao_Paulo', postalCodes: ['01426-001', '04538-132'], streets: ['Rua Oscar Freire', 'Avenida Brigadeiro Faria Lima'], phone: '+55 11 5550 ####' },
];

const brokerNames = ['Dana Whitfield', 'Marco Bellini', 'Sarah Okonkwo', 'Tom Lindgren'];

/** The organization's own brokers, who record consents and are assigned trip requests. */
export const demoBrokers: readonly PersonReference[] = brokerNames.map((name) => ({
  user_id: uuidFromName(`broker:${name}`),
  display_name: name,
  avatar_url: null,
}));

const ASCII_FOLDS: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', ß: 'ss', "'": '', ' ': '' };

const mailboxCache = new Map<string, string>();

/** `Søren Müller` → `sorenmuller`: lower-case ASCII for an email address (memoized: the
 * word lists are small and benchmarks make 100,000 clients). */
export function mailboxPart(name: string): string {
  let part = mailboxCache.get(name);
  if (part === undefined) {
    part = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[łøæß' ]/g, (char) => ASCII_FOLDS[char] ?? '')
      .replace(/[^a-z0-9-]/g, '');
    mailboxCache.set(name, part);
  }
  return part;
}
