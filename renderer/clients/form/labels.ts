// Words for the client's aircraft preferences, shared by the form and the detail.
import type { AircraftCategory, AircraftType } from '../../../shared/api';

export const CATEGORY_LABELS: Record<AircraftCategory, string> = {
  piston: 'Piston',
  turboprop: 'Turboprop',
  light: 'Light jet',
  midsize: 'Midsize jet',
  super_midsize: 'Super midsize jet',
  heavy: 'Heavy jet',
  ultra_long_range: 'Ultra long range jet',
  helicopter: 'Helicopter',
};

/** "Gulfstream G650ER (GLF6)". */
export const aircraftTypeLabel = (type: AircraftType) =>
  `${type.manufacturer} ${type.model} (${type.icao_designator})`;
