// The Request quotes form: picking contacts keeps operators typed in, a typed operator is
// checked by the shared schemas (an operator already in the batch included), the worker's
// field paths land on the form's inputs, what keeps it from going is listed by operator,
// and contacts are grouped by their operator.
import { describe, expect, it } from 'vitest';
import {
  batchBody,
  checkNewOperator,
  contactGroups,
  contactKey,
  errorSummary,
  formPath,
  withSelection,
} from '../../renderer/trips/request-quotes';
import { uuidOf } from './trips-fixtures';

const contact = (n: number, email = `ops${n}@air.example`) => ({
  operator_id: uuidOf(100 + n),
  email,
  name: n === 2 ? null : `Ops ${n}`,
  updated_at: '2026-11-01T00:00:00.000Z',
});

describe('request quotes', () => {
  const contacts = [contact(1), contact(2), contact(3)];
  const typed = { operator_id: uuidOf(900), email: 'new@air.example' };

  it('adds and removes picked contacts, keeping operators typed in', () => {
    const picked = withSelection(
      [typed],
      contacts,
      new Set([contactKey(contacts[2]!), contactKey(contacts[0]!)]),
    );
    expect(picked.map((entry) => entry.email)).toEqual([
      typed.email,
      'ops1@air.example',
      'ops3@air.example',
    ]);
    expect(picked[1]).toEqual({
      operator_id: uuidOf(101),
      email: 'ops1@air.example',
      name: 'Ops 1',
    });
    const fewer = withSelection(
      picked,
      contacts,
      new Set([contactKey({ ...contacts[2]!, email: 'OPS3@air.example' })]),
    );
    expect(fewer.map((entry) => entry.email)).toEqual([typed.email, 'ops3@air.example']);
  });

  it('checks an operator typed in with the shared schemas', () => {
    expect(checkNewOperator([], { operator_id: ' not-a-uuid', email: 'x', name: '' })).toEqual({
      errors: { operator_id: expect.any(String), email: 'Must be an email address' },
    });
    expect(checkNewOperator([typed], { ...typed, email: 'other@air.example', name: '' })).toEqual({
      errors: { operator_id: 'This operator is already in the request' },
    });
    expect(checkNewOperator([], { ...typed, name: 'x'.repeat(121) })).toMatchObject({
      errors: { name: expect.stringContaining('120') },
    });
    expect(checkNewOperator([], { ...typed, name: ' Dispatch ' })).toEqual({
      entry: { ...typed, name: 'Dispatch' },
    });
  });

  it('maps field paths and leaves an empty note out', () => {
    expect(formPath('operators[12].email')).toBe('operators.12.email');
    expect(formPath('note')).toBe('note');
    expect(batchBody({ operators: [typed], note: '' })).toEqual({ operators: [typed] });
    expect(batchBody({ operators: [typed], note: 'Pets' })).toEqual({
      operators: [typed],
      note: 'Pets',
    });
  });

  it('lists what keeps the form from going, naming the operator each fault is of', () => {
    const entries = [typed, { operator_id: uuidOf(101), email: 'ops1@air.example', name: 'Ops 1' }];
    const errors = {
      operators: Object.assign([undefined, { operator_id: { type: 'x', message: 'Already in' } }], {
        message: 'At most 20',
      }),
      note: { type: 'x', message: 'Too long' },
    };
    expect(errorSummary(errors, entries)).toEqual([
      'Ops 1: Already in',
      'At most 20',
      'Note: Too long',
    ]);
  });

  it('groups contacts by operator: named ones by name with the designator, the others by domain', () => {
    const operators = new Map([
      [
        uuidOf(103),
        {
          id: uuidOf(103),
          designator: 'HJA',
          legal_name: 'Harbor Jet LLC',
          dba_name: 'Harbor Jets',
        },
      ],
    ]);
    const groups = contactGroups(
      [contact(1), contact(3, 'b@harbor.example'), contact(3, 'a@harbor.example'), contact(2)],
      operators,
    );
    expect(
      groups.map((group) => [group.label, group.named, group.contacts.map((c) => c.email)]),
    ).toEqual([
      ['Harbor Jets · HJA', true, ['a@harbor.example', 'b@harbor.example']],
      ['air.example', false, ['ops1@air.example']],
      ['air.example', false, ['ops2@air.example']],
    ]);
  });
});
