import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES, fillTemplate, templateFor } from '../../shared/templates/fill';

describe('a template', () => {
  it("is filled with the trip's facts; an unknown or missing placeholder stays visible", () => {
    expect(
      fillTemplate(
        'Hello {operator_name}, trip {trip_number} ({route}) for {nobody} {client_name}',
        {
          operator_name: 'Alpine Jets',
          trip_number: '1042',
          route: 'KTEB → EGGW',
        },
      ),
    ).toBe('Hello Alpine Jets, trip 1042 (KTEB → EGGW) for {nobody} {client_name}');
  });

  it("of a kind is the broker's default, else the first saved, else the built-in text", () => {
    const saved = [
      {
        kind: 'chase' as const,
        name: 'Short',
        subject: null,
        body: 'Any news?',
        is_default: false,
      },
      { kind: 'chase' as const, name: 'Warm', subject: null, body: 'Hello!', is_default: true },
      {
        kind: 'rfq_note' as const,
        name: 'Note',
        subject: null,
        body: 'Quote please',
        is_default: false,
      },
    ];
    expect(templateFor('chase', saved).name).toBe('Warm');
    expect(templateFor('rfq_note', saved).name).toBe('Note');
    expect(templateFor('proposal_email', saved)).toBe(BUILT_IN_TEMPLATES.proposal_email);
  });
});
