// The clients CSV export on /local/ (docs/local-api.md, "Clients CSV export"): what a request
// asks for, and its answer, a chunk of CSV records as the body's bytes with what is known of
// them in `export-*` headers. As JSON, megabytes of CSV were escaped and unescaped per chunk.
import { z } from 'zod';
import { clientSearchQuery, cursorParam, dateTime } from '../../api';
import { CSV_PURPOSES } from '../../export/csv';

export const CLIENT_EXPORT_CHUNK = 5_000;

/**
 * GET /local/client-export: the clients list's filters and sort as /v1/clients takes them
 * (its cursors too), `limit` left out (a chunk is CLIENT_EXPORT_CHUNK clients, or up to
 * 20,000 of a snapshot: docs/local-api.md).
 * `changed_since`: clients changed since then are listed in `recent`.
 * `purpose`: cells neutralized for a spreadsheet (the default), or as they are for an import.
 */
export const clientExportQuery = clientSearchQuery.omit({ limit: true }).extend({
  changed_since: dateTime.optional(),
  purpose: z.enum(CSV_PURPOSES).default('spreadsheet'),
});
export type ClientExportQuery = z.input<typeof clientExportQuery>;

/**
 * DELETE /local/client-export: the page stopped an export before its last chunk; the
 * worker drops what it kept for the export `cursor` continues (nothing for another cursor).
 */
export const clientExportRelease = z.strictObject({ cursor: cursorParam });

/** The body's type: bytes, moved to the page rather than copied (../worker-protocol.ts). */
export const CLIENT_EXPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * What a chunk's headers say of its records: how many, where those of clients changed since
 * `changed_since` lie in the body (byte offsets, `end` exclusive), so the page can drop one
 * met twice, the cursor of the next chunk (null at the end) and the list's total.
 */
export const clientExportMeta = z.strictObject({
  count: z.int().nonnegative(),
  recent: z.array(
    z.strictObject({ id: z.string(), start: z.int().nonnegative(), end: z.int().nonnegative() }),
  ),
  next_cursor: z.string().nullable(),
  total: z.int().nonnegative(),
});
export type ClientExportMeta = z.infer<typeof clientExportMeta>;

/** A chunk as the export writes it: its records (no BOM, no header) and what is known of them. */
export type ClientExportChunk = ClientExportMeta & { bytes: Uint8Array<ArrayBuffer> };

const countText = z.codec(z.string().regex(/^\d+$/), z.int().nonnegative(), {
  decode: Number,
  encode: String,
});

const recent = clientExportMeta.shape.recent;
const recentText = z.codec(z.string(), recent, {
  decode: (text, context) => {
    try {
      // Checked by `recent` next, as the codec's output.
      return JSON.parse(text) as z.input<typeof recent>;
    } catch {
      context.issues.push({ code: 'custom', input: text, message: 'Must be a JSON list' });
      return z.NEVER;
    }
  },
  encode: (recent) => JSON.stringify(recent),
});

/** The headers as the page reads them (lower-case names); others may come beside them. */
const exportHeaders = z.object({
  'export-count': countText,
  'export-total': countText,
  'export-next-cursor': z.string().optional(),
  'export-recent': recentText.optional(),
});

/**
 * The `export-*` headers and what they say, both ways: the worker encodes a chunk's meta
 * into them (`z.encode`), the page decodes them (`parse`).
 */
export const clientExportHeaders = z.codec(exportHeaders, clientExportMeta, {
  decode: (headers) => ({
    count: headers['export-count'],
    total: headers['export-total'],
    next_cursor: headers['export-next-cursor'] ?? null,
    recent: headers['export-recent'] ?? [],
  }),
  encode: (meta) => ({
    'export-count': meta.count,
    'export-total': meta.total,
    ...(meta.next_cursor !== null && { 'export-next-cursor': meta.next_cursor }),
    ...(meta.recent.length > 0 && { 'export-recent': meta.recent }),
  }),
});
