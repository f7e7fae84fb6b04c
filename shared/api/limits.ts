// Bounds of the transport that the spec does not state (docs/decisions.md).

/**
 * The largest request body any host reads, in UTF-8 bytes. The largest valid body (an RFQ
 * batch of 20 operators, or a client with full notes, preferences and tags, every character
 * escaped) stays far below it; a larger one is refused (413) before it is read.
 */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024;
