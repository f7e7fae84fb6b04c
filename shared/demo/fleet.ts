// Aircraft types (real ICAO designators) and charter operators (invented, realistic names)
// with the contacts a broker has emailed before.
import type { AircraftCategory, AircraftType, Operator, OperatorContactSeed } from '../api';
import { uuidFromName } from './random';

// prettier-ignore
const typeRows: [icao: string, category: AircraftCategory, manufacturer: string, model: string][] = [
  ['SR22', 'piston', 'Cirrus', 'SR22'],
  ['PA46', 'piston', 'Piper', 'PA-46 Malibu'],
  ['PC12', 'turboprop', 'Pilatus', 'PC-12 NGX'],
  ['BE20', 'turboprop', 'Beechcraft', 'King Air 200'],
  ['C25A', 'light', 'Cessna', 'Citation CJ2+'],
  ['C25B', 'light', 'Cessna', 'Citation CJ3+'],
  ['E55P', 'light', 'Embraer', 'Phenom 300E'],
  ['C56X', 'midsize', 'Cessna', 'Citation XLS+'],
  ['LJ60', 'midsize', 'Learjet', 'Learjet 60XR'],
  ['H25B', 'midsize', 'Hawker Beechcraft', 'Hawker 800XP'],
  ['CL30', 'super_midsize', 'Bombardier', 'Challenger 300'],
  ['C680', 'super_midsize', 'Cessna', 'Citation Sovereign+'],
  ['G280', 'super_midsize', 'Gulfstream', 'G280'],
  ['CL60', 'heavy', 'Bombardier', 'Challenger 605'],
  ['F2TH', 'heavy', 'Dassault', 'Falcon 2000LX'],
  ['F900', 'heavy', 'Dassault', 'Falcon 900EX'],
  ['GLF4', 'heavy', 'Gulfstream', 'G450'],
  ['GLF6', 'ultra_long_range', 'Gulfstream', 'G650ER'],
  ['GLEX', 'ultra_long_range', 'Bombardier', 'Global 6000'],
  ['GL7T', 'ultra_long_range', 'Bombardier', 'Global 7500'],
  ['S76', 'helicopter', 'Sikorsky', 'S-76D'],
  ['A139', 'helicopter', 'Leonardo', 'AW139'],
];

export const demoAircraftTypes: readonly AircraftType[] = typeRows.map(
  ([icao, category, manufacturer, model]) => ({
    id: uuidFromName(`aircraft-type:${icao}`),
    category,
    icao_designator: icao,
    manufacturer,
    model,
  }),
);

// [designator, legal name, trading name, email domain, contacts as [name, mailbox]]
// prettier-ignore
const operatorRows: [string, string, string | null, string, [string | null, string][]][] = [
  ['HJA', 'Harbor Jet Aviation LLC', 'Harbor Jets', 'harborjets.com', [['Megan Doyle', 'charter'], ['Luis Ortega', 'luis.ortega']]],
  ['SKX', 'Skyward Executive Charter Inc.', null, 'skywardexec.com', [[null, 'quotes']]],
  ['NVA', 'Northvale Air Partners LLC', 'Northvale Air', 'northvaleair.com', [['Priya Raman', 'priya'], [null, 'ops']]],
  ['MDX', 'Meridian Executive Aviation Ltd', 'Meridian Jets', 'meridianjets.co.uk', [['Oliver Bennett', 'charter']]],
  ['LKJ', 'Lakeshore Jet Services LLC', null, 'lakeshorejet.com', [['Dana Kowalski', 'sales']]],
  ['APJ', 'Alpenflug Privatjet AG', 'Alpenflug', 'alpenflug.ch', [['Reto Baumann', 'charter'], ['Sandra Keller', 's.keller']]],
  ['RVA', 'Riviera Air Services SAS', 'Riviera Jet', 'rivierajet.fr', [['Camille Laurent', 'affretement']]],
  ['BLC', 'Bluecrest Aviation Ltd', null, 'bluecrestaviation.com', [[null, 'charter']]],
  ['SRJ', 'Sierra Ridge Jet Charter LLC', 'Sierra Ridge', 'sierraridgejet.com', [['Jake Morales', 'jake']]],
  ['CTA', 'Cotswold Air Charter Ltd', 'Cotswold Jets', 'cotswoldjets.co.uk', [['Harriet Lane', 'quotes']]],
  ['ATN', 'Atlantic Noble Aviation Inc.', null, 'atlanticnoble.com', [['Grace Whitaker', 'charter'], [null, 'dispatch']]],
  ['PCF', 'Pacific Crest Flight Services LLC', 'Pacific Crest', 'pacificcrest.aero', [['Kenji Watanabe', 'kenji']]],
  ['DSR', 'Desert Star Aviation FZE', 'Desert Star Jets', 'desertstarjets.ae', [['Omar Haddad', 'charter']]],
  ['NRD', 'Nordlys Business Aviation AS', null, 'nordlys.no', [['Ingrid Solberg', 'ingrid']]],
  ['IBX', 'Iberjet Ejecutivo S.L.', 'Iberjet Executive', 'iberjet.es', [['Marta Ruiz', 'vuelos']]],
  ['GLD', 'Goldcoast Aero Charter LLC', null, 'goldcoastaero.com', [['Brandon Fields', 'charter']]],
  ['CWA', 'Crownwing Aviation GmbH', 'Crownwing', 'crownwing.de', [['Jonas Richter', 'charter'], ['Lea Braun', 'lea.braun']]],
  ['SBV', 'Sable Vista Air Inc.', null, 'sablevista.com', [[null, 'quotes']]],
];

export const demoOperators: readonly Operator[] = operatorRows.map(
  ([designator, legalName, dbaName]) => ({
    id: uuidFromName(`operator:${designator}`),
    designator,
    legal_name: legalName,
    dba_name: dbaName,
  }),
);

/** The contacts the organization has used, each last used `daysAgo` days before `now`. */
export function demoOperatorContacts(now: Date): OperatorContactSeed[] {
  return operatorRows.flatMap(([designator, , , domain, contacts], row) =>
    contacts.map(([name, mailbox], index) => ({
      operator_id: uuidFromName(`operator:${designator}`),
      email: `${mailbox}@${domain}`,
      name,
      updated_at: new Date(now.getTime() - (row * 3 + index * 11 + 1) * 86_400_000).toISOString(),
    })),
  );
}
