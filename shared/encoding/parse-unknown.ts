// One way to trust data from outside this process or thread: worker messages, IPC arguments,
// response bodies. A failure names what was being read and every field at fault.
import { z } from 'zod';

export class ParseError extends Error {
  override name = 'ParseError';
  constructor(
    message: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(message);
  }
}

export function parseUnknown<S extends z.ZodType>(
  schema: S,
  data: unknown,
  what: string,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ParseError(`Invalid ${what}:\n${z.prettifyError(result.error)}`, result.error.issues);
}
