// Edge 5 of issue 29: an operator is found by name, designator or a contact's email, whatever
// the case or accents, among those the workspace knows (named, or known by contacts only).
import { describe, expect, it } from 'vitest';
import type { Operator, OperatorContact } from '../../shared/api';
import { operatorChoices, operatorMatches } from '../../renderer/trips/operator-search';

const operator = (id: string, designator: string, legal: string, dba: string | null): Operator => ({
  id: `0e000000-0000-4000-8000-00000000000${id}`,
  designator,
  legal_name: legal,
  dba_name: dba,
});
const zurich = operator('1', 'ZRH', 'Zürcher Flugdienst AG', 'Zürichjet');
const harbor = operator('2', 'HJA', 'Harbor Jet Aviation LLC', 'Harbor Jets');
const haja = operator('3', 'HAJ', 'Hajdu Légi Kft', null);
const contact = (operatorId: string, email: string): OperatorContact =>
  ({ operator_id: operatorId, email, name: null }) as OperatorContact;
const UNNAMED = '0e000000-0000-4000-8000-000000000009';

const choices = operatorChoices(
  [zurich, harbor, haja],
  [contact(harbor.id, 'charter@harborjets.com'), contact(UNNAMED, 'ops@rivierajet.fr')],
);
const found = (typed: string) =>
  choices.filter((choice) => operatorMatches(choice, typed)).map((choice) => choice.label);

describe('operators to pick from', () => {
  it('lists the named operators by name, then those known only by contacts, by their domain', () => {
    expect(choices.map((choice) => choice.label)).toEqual([
      'Hajdu Légi Kft · HAJ',
      'Harbor Jets · HJA',
      'Zürichjet · ZRH',
      'rivierajet.fr',
    ]);
    expect(choices.at(-1)!.id).toBe(UNNAMED);
  });

  it('finds by name, whatever the case and accents', () => {
    expect(found('zurich')).toEqual(['Zürichjet · ZRH']);
    expect(found('LEGI')).toEqual(['Hajdu Légi Kft · HAJ']);
    expect(found('zürcher flug')).toEqual(['Zürichjet · ZRH']);
  });

  it('finds by designator', () => {
    expect(found('haj')).toEqual(['Hajdu Légi Kft · HAJ']);
    expect(found('HJA')).toEqual(['Harbor Jets · HJA']);
    expect(found('ha')).toEqual(['Hajdu Légi Kft · HAJ', 'Harbor Jets · HJA']);
    expect(found('')).toHaveLength(4);
  });

  it('finds by a contact’s email, an operator known only by its contacts too', () => {
    expect(found('charter@harbor')).toEqual(['Harbor Jets · HJA']);
    expect(found('rivierajet')).toEqual(['rivierajet.fr']);
  });

  it('finds nothing for an operator the workspace does not know', () => {
    expect(found('ghost')).toEqual([]);
  });
});
