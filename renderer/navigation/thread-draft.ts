// A message the broker starts from another screen (Needs you's Chase), handed to the thread's
// composer: it is put in the box and waits there, never sent until the broker sends it.
const drafts = new Map<string, string>();

/** `text` for the composer of RFQ `rfqId`, the next time its thread opens. */
export function handDraft(rfqId: string, text: string): void {
  drafts.set(rfqId, text);
}

/** The text handed for `rfqId`, if any, without taking it (a render may run twice). */
export const draftFor = (rfqId: string): string | undefined => drafts.get(rfqId);

/** Taken: once in the composer, the thread opening again starts empty. */
export function dropDraft(rfqId: string): void {
  drafts.delete(rfqId);
}
