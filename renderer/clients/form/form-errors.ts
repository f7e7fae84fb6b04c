// Where an error belongs on the client form. Errors come named by request path, whether
// from the shared schemas (checked here through zodResolver) or in a 422 problem from the
// worker or the remote: `email`, `address.country`, `tags[2]`. Each lands on its field; an
// error no field owns (`body`, a header) is the form's own.
import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  clientCreateRequest,
  clientUpdateRequest,
  type FieldError as ProblemFieldError,
} from '../../../shared/api';
import {
  ADDRESS_PARTS,
  createBodyOf,
  patchBodyOf,
  type AddressPart,
  type ClientFormValues,
} from './client-form-values';

export type FormField = Exclude<keyof ClientFormValues, 'address'> | `address.${AddressPart}`;

/** The fields in the order the form shows them: the first at fault gets the focus. */
export const FORM_FIELDS: readonly FormField[] = [
  'name',
  'company',
  'email',
  'phone',
  ...ADDRESS_PARTS.map((part) => `address.${part}` as const),
  'tags',
  'preferred_category',
  'preferred_aircraft_type_id',
  'timezone',
  'email_consent',
  'sms_consent',
  'notes',
  'preferences',
];

const isFormField = (name: string): name is FormField =>
  (FORM_FIELDS as readonly string[]).includes(name);

/** `tags[2]` → tags, `address.country` → address.country, `address` → its first line. */
export function formFieldOf(path: string): FormField | null {
  const [head = '', part = ''] = path.split(/[.[]/);
  if (head === 'address') {
    const field = `address.${part}`;
    return isFormField(field) ? field : 'address.line1';
  }
  return isFormField(head) ? head : null;
}

/** A tag's error says which tag: the field shows them all. */
function messageOf(error: ProblemFieldError): string {
  const tag = /^tags\[(\d+)\]/.exec(error.field);
  return tag ? `Tag ${Number(tag[1]) + 1}: ${error.message}` : error.message;
}

export interface PlacedErrors {
  /** Per field, its messages joined, in form order. */
  fields: [FormField, string][];
  /** What no field owns. */
  form: string[];
}

export function placeErrors(errors: readonly ProblemFieldError[]): PlacedErrors {
  const byField = new Map<FormField, string[]>();
  const form: string[] = [];
  for (const error of errors) {
    const field = formFieldOf(error.field);
    if (field === null) form.push(`${error.field}: ${error.message}`);
    else byField.set(field, [...(byField.get(field) ?? []), messageOf(error)]);
  }
  const fields = FORM_FIELDS.filter((field) => byField.has(field)).map(
    (field): [FormField, string] => [field, byField.get(field)!.join(' ')],
  );
  return { fields, form };
}

/** react-hook-form's nested errors as request paths (`tags.2` → `tags[2]`). */
function flatten(errors: object, path = ''): ProblemFieldError[] {
  return Object.entries(errors).flatMap(([key, value]): ProblemFieldError[] => {
    if (value === null || typeof value !== 'object') return [];
    const at = Array.isArray(errors) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const { message, type } = value as { message?: unknown; type?: unknown };
    if (typeof message === 'string') return [{ field: at, code: String(type), message }];
    return flatten(value, at);
  });
}

export function toFormErrors(placed: PlacedErrors): FieldErrors<ClientFormValues> {
  const errors: FieldErrors<ClientFormValues> = {};
  for (const [field, message] of placed.fields) set(errors, field, { type: 'invalid', message });
  if (placed.form.length > 0)
    set(errors, 'root', { type: 'invalid', message: placed.form.join(' ') });
  return errors;
}

/** The parts the API requires of an address given at all (the others may stay blank). */
const NEEDED_PARTS: readonly AddressPart[] = ['line1', 'city', 'country'];
export const ADDRESS_NEEDS =
  'An address needs a street, a city and a country: fill this in, or clear the address';

/** A required part left blank in an address partly filled: say which parts one needs. */
function neededPart(problem: ProblemFieldError, values: ClientFormValues): ProblemFieldError {
  const part = NEEDED_PARTS.find((each) => problem.field === `address.${each}`);
  if (part === undefined || values.address[part].trim() !== '') return problem;
  return { ...problem, message: ADDRESS_NEEDS };
}

const checkCreate = zodResolver(clientCreateRequest);
const checkPatch = zodResolver(clientUpdateRequest);

/**
 * Checks what the form would send with the shared schema of that request: a new client's
 * create, or an edit's PATCH (only what changed is checked, as only that is sent).
 */
export function clientResolver(initial: ClientFormValues | null): Resolver<ClientFormValues> {
  const options = { fields: {}, shouldUseNativeValidation: false };
  const check = (values: ClientFormValues) =>
    initial
      ? checkPatch(patchBodyOf(initial, values) ?? {}, undefined, options)
      : checkCreate(createBodyOf(values), undefined, options);
  return async (values) => {
    const problems = flatten((await check(values)).errors).map((problem) =>
      neededPart(problem, values),
    );
    if (problems.length === 0) return { values, errors: {} };
    return { values: {}, errors: toFormErrors(placeErrors(problems)) };
  };
}
