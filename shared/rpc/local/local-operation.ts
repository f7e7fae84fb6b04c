// What an entry of the /local/ table (operations.ts) says: method, path template, request
// schemas, answer, and who answers it; and the path parameters entries share.
import { z } from 'zod';
import type { HttpMethod } from '../../api';

/**
 * Who answers: the host itself (the settings, and sync and the outbox, which act on whichever
 * workspace is open), or the workspace open now (its records).
 */
export type LocalAnswerer = 'host' | 'workspace';

/**
 * A success: JSON, nothing (204), or bytes of a type the page does not parse, with what is
 * known of them in headers (a codec: the host encodes them, the page decodes them).
 */
export type LocalAnswerShape =
  | { status: 200 | 201; json: z.ZodType }
  | { status: 204 }
  | { status: 200; bytes: { contentType: string; headers: z.ZodType } };

export interface LocalOperation {
  id: string;
  method: HttpMethod;
  /** A template, each `{name}` a key of `pathParams`: `/local/outbox/{id}/{action}`. */
  path: `/local/${string}`;
  answeredBy: LocalAnswerer;
  pathParams?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: LocalAnswerShape;
}

/** A record's id in a path, local or the server's. */
export const id = z.string().min(1).max(200);
export const idParams = z.strictObject({ id });
/** An RFQ's id, or the local id it had when made offline (it resolves through its alias). */
export const rfqParams = z.strictObject({ rfq_id: id });
