// GET /local/search (docs/local-api.md, "Search everything"): one query across the clients,
// trips, operators, messages and notes this computer holds, grouped by kind, best first, the
// matched words marked (shared/search/everything/present.ts shapes each hit). Never sent to a
// remote.
import { z } from 'zod';
import { dateTime } from '../../api';
import { SEARCH_KINDS } from '../../search/everything/everything-index';

const limitMessage = 'Must be a whole number from 1 to 20';

export const searchQuery = z.object({
  /** What the broker typed: words, codes, a date as "12 Dec" or "2026-12-12". */
  q: z.string().trim().min(1, 'Must say what to look for').max(120, 'At most 120 characters'),
  /** Hits per kind. */
  limit: z
    .string()
    .regex(/^\d{1,2}$/, { message: limitMessage })
    .transform(Number)
    .pipe(z.int().min(1, { message: limitMessage }).max(20, { message: limitMessage }))
    .optional()
    .transform((value) => value ?? 5),
});
export type SearchQuery = z.input<typeof searchQuery>;

export const searchKind = z.enum(SEARCH_KINDS);
export type SearchKindName = z.infer<typeof searchKind>;

/** A stretch of a text the query matched: [start, end) in UTF-16 units. */
const mark = z.tuple([z.int().nonnegative(), z.int().nonnegative()]).readonly();

export const searchText = z.strictObject({
  /** Which text: `name`, `company`, `number`, `route`, `dates`, `body`, `text`... */
  name: z.string(),
  text: z.string(),
  marks: z.array(mark),
});
export type SearchText = z.infer<typeof searchText>;

export const searchHit = z.strictObject({
  kind: searchKind,
  id: z.string(),
  /** Which note (`rfq_note`, `quote_note`...), or who wrote a message; null for others. */
  label: z.string().nullable(),
  /** The operator of a message or note; null for others. */
  context: z.string().nullable(),
  /** When, as ranked: a client's last request, a trip's first departure, a message's time. */
  at: dateTime.nullable(),
  /** Where opening it goes. */
  refs: z.strictObject({
    clientId: z.string().optional(),
    tripId: z.string().optional(),
    rfqId: z.string().optional(),
    operatorId: z.string().optional(),
  }),
  texts: z.array(searchText),
  /** On a request for quotes the remote no longer holds (shared/db/rfq-history/): history. */
  history: z.boolean().optional(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchGroup = z.strictObject({
  kind: searchKind,
  /** More match than `hits` holds. */
  more: z.boolean(),
  hits: z.array(searchHit),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchAnswer = z.strictObject({
  q: z.string(),
  /** The index is still loading (after a start, or another tab's change): more may match. */
  loading: z.boolean(),
  groups: z.array(searchGroup),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
