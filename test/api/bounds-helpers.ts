// Helpers of the bound tests: set a value deep in a request, and name the fields at fault.
import type { z } from 'zod';
import { checkFields } from '../../shared/api';

export const operatorId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const anOperator = (n = 1) => ({ operator_id: operatorId(n), email: `ops${n}@example.com` });
export const anAddress = { line1: '1 Main St', city: 'London', country: 'GB' };

export type Path = (string | number)[];

export function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
}

/** The field paths the 422 body would name for this input. */
export function faultyFields(schema: z.ZodType, input: unknown): string[] {
  const result = checkFields(schema, input);
  return result.success ? [] : result.errors.map((e) => e.field);
}
