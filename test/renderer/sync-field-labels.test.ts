// A refusal names a field by its API path; the Sync screen names it as the form does.
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../renderer/ui/field-labels';

describe('fieldLabel', () => {
  it.each([
    ['name', 'Name'],
    ['email', 'Email'],
    ['address.country', 'Country'],
    ['address.postal_code', 'Postal code'],
    ['preferred_aircraft_type_id', 'Aircraft type'],
    ['address.line1', 'Street'],
    ['timezone', 'Time zone'],
    ['tags[1]', 'Tags (item 2)'],
    ['operators[0].email', 'Operator 1: email'],
    ['operators[2].operator_id', 'Operator 3: operator'],
    ['operators[4]', 'Operator 5'],
    ['body', 'Message'],
  ])('%s → %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });

  it('words an unknown path rather than showing its underscores', () => {
    expect(fieldLabel('flight_crew.lead_pilot')).toBe('Flight crew lead pilot');
    expect(fieldLabel('legs[0].depart_date')).toBe('Legs (item 1): depart date');
  });
});
