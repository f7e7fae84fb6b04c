// A 422 problem's field errors placed on the client form: each on its field, in the form's
// order (the first gets the focus), tags by number, and the rest on the form itself.
import { describe, expect, it } from 'vitest';
import { formFieldOf, placeErrors, toFormErrors } from '../../renderer/clients/form/form-errors';

describe('formFieldOf', () => {
  it('names the form field of a request path', () => {
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('address.country')).toBe('address.country');
    expect(formFieldOf('address')).toBe('address.line1');
    expect(formFieldOf('tags[2]')).toBe('tags');
    expect(formFieldOf('preferred_aircraft_type_id')).toBe('preferred_aircraft_type_id');
    expect(formFieldOf('body')).toBeNull();
    expect(formFieldOf('Idempotency-Key')).toBeNull();
  });
});

describe('placeErrors', () => {
  it('orders fields as the form shows them and joins messages of one field', () => {
    const placed = placeErrors([
      { field: 'preferred_aircraft_type_id', code: 'not_found', message: 'No aircraft type' },
      { field: 'tags[2]', code: 'too_big', message: 'Must be at most 32 characters' },
      { field: 'tags', code: 'too_big', message: 'At most 50 tags per client' },
      { field: 'address.country', code: 'invalid_format', message: 'Two letters' },
      { field: 'body', code: 'invalid_json', message: 'Not JSON' },
    ]);
    expect(placed.fields).toEqual([
      ['address.country', 'Two letters'],
      ['tags', 'Tag 3: Must be at most 32 characters At most 50 tags per client'],
      ['preferred_aircraft_type_id', 'No aircraft type'],
    ]);
    expect(placed.form).toEqual(['body: Not JSON']);
  });

  it('becomes react-hook-form errors, nested as the values are', () => {
    const errors = toFormErrors(
      placeErrors([
        { field: 'address.city', code: 'too_small', message: 'Must not be empty' },
        { field: 'Idempotency-Key', code: 'invalid', message: 'Bad key' },
      ]),
    );
    expect(errors.address?.city?.message).toBe('Must not be empty');
    expect(errors.root?.message).toBe('Idempotency-Key: Bad key');
  });
});
