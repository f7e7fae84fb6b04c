// Paths of screens that more than one screen opens.

/** An RFQ's thread (trips/thread/), opened from its trip and from the Inbox. */
export const threadPath = (tripRequestId: string, rfqId: string) =>
  `/trips/${tripRequestId}/rfqs/${rfqId}`;

export const INBOX_PATH = '/inbox';

export const NEEDS_YOU_PATH = '/needs-you';
