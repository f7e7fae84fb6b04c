// The bounds a screen shows (a live `n / 2000`, "3 of 20 operators"), read from the shared
// schemas, so a bound is written once, where requests are validated.
import { z } from 'zod';
import { messageRequest, rfqBatchRequest } from '../../../shared/api';

interface JsonBounds {
  maxLength?: number;
  maxItems?: number;
  anyOf?: JsonBounds[];
}

function boundOf(schema: z.ZodObject, field: string, bound: 'maxLength' | 'maxItems'): number {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, JsonBounds>;
  };
  const property = json.properties[field];
  // A nullable field is `anyOf: [{...bounds}, {type: null}]`.
  const value = property?.[bound] ?? property?.anyOf?.find((part) => part[bound])?.[bound];
  if (value === undefined) throw new Error(`${field} has no ${bound}`);
  return value;
}

export const MESSAGE_MAX_LENGTH = boundOf(messageRequest, 'body', 'maxLength');
export const NOTE_MAX_LENGTH = boundOf(rfqBatchRequest, 'note', 'maxLength');
export const MAX_OPERATORS = boundOf(rfqBatchRequest, 'operators', 'maxItems');

/** Characters as the schemas count them (and a person does): code points, so 🛩 is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
