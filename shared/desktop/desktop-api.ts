// What the desktop shell offers the page as `window.desktop` (electron/preload.ts), and the
// IPC channels behind it. Every channel carries the app prefix; main refuses any other.
// The API key goes in and never comes back: the page only learns whether one is stored.
import { z } from 'zod';
import { email, multiLine, singleLine, uuid } from '../api';
import type { RemoteCheck } from '../rpc/local/settings';
import type { HttpRequest, HttpResponse } from '../rpc/worker-protocol';

export const IPC_PREFIX = 'charter-desk:';

export const desktopChannels = {
  getInfo: 'charter-desk:get-info',
  setApiKey: 'charter-desk:set-api-key',
  clearApiKey: 'charter-desk:clear-api-key',
  setRemoteUrl: 'charter-desk:set-remote-url',
  checkRemote: 'charter-desk:check-remote',
  remoteFetch: 'charter-desk:remote-fetch',
  onEvent: 'charter-desk:event',
  beginExport: 'charter-desk:begin-export',
  writeExport: 'charter-desk:write-export',
  finishExport: 'charter-desk:finish-export',
  cancelExport: 'charter-desk:cancel-export',
  savePdf: 'charter-desk:save-pdf',
  logError: 'charter-desk:log-error',
  installUpdate: 'charter-desk:install-update',
  showNotification: 'charter-desk:show-notification',
  openMail: 'charter-desk:open-mail',
} as const satisfies Record<keyof DesktopApi, `${typeof IPC_PREFIX}${string}`>;

/** What the app menu asks of the page (the same actions as its keyboard shortcuts). */
export const menuAction = z.enum([
  'new-client',
  'find-client',
  'sync-now',
  'export-clients',
  'settings',
]);
export type MenuAction = z.infer<typeof menuAction>;

/** An RFQ's thread, as a notification names what its click opens. */
export const threadRef = z.strictObject({ trip_request_id: uuid, rfq_id: uuid });
export type ThreadRef = z.infer<typeof threadRef>;

/** A notification the page asks main to show (Electron's, from main: the OS's own). */
export const desktopNotice = z.strictObject({
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  /** One per event: a second notice with the same tag replaces the first. */
  tag: z.string().min(1).max(300),
  /** The thread a click on it opens; null for the Inbox (a notice of several arrivals). */
  thread: threadRef.nullable(),
});
export type DesktopNotice = z.infer<typeof desktopNotice>;

/**
 * Main tells the page: a menu action, the machine going to sleep and waking, a new version
 * downloaded and ready to install at a restart, or the broker clicked a notification (main
 * has brought the window forward).
 */
export const desktopEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('menu'), action: menuAction }),
  z.strictObject({ type: z.literal('power'), state: z.enum(['suspend', 'resume']) }),
  z.strictObject({ type: z.literal('update-ready'), version: z.string().min(1).max(100) }),
  z.strictObject({ type: z.literal('notification-click'), thread: threadRef.nullable() }),
]);
export type DesktopEvent = z.infer<typeof desktopEvent>;

/**
 * A mail for the broker's mail client to open (a proposal to a client): main makes the
 * `mailto:` URL of these parts itself (electron/mail-link.ts). The address is one the contract
 * accepts; the body is bounded as a message body is (a long mailto: URL is cut by some
 * systems' mail handlers).
 */
export const mailDraft = z.strictObject({
  to: email,
  subject: singleLine(0, 200),
  body: multiLine(0, 2000),
});
export type MailDraft = z.infer<typeof mailDraft>;

/** The paper a PDF is printed on. */
export const pdfPaper = z.enum(['A4', 'Letter']);
export type PdfPaper = z.infer<typeof pdfPaper>;

/**
 * What a PDF save is: what the page holds (main's save dialog names it in its title), and
 * whether main then shows the saved file in the file manager (a proposal to attach to a mail).
 * Main shows the file its own dialog returned: the page never names a path.
 */
export const pdfSave = z.strictObject({
  kind: z.enum(['proposal']),
  reveal: z.boolean(),
});
export type PdfSave = z.infer<typeof pdfSave>;

export interface DesktopInfo {
  appVersion: string;
  platform: string;
  /** False when the OS offers no real encryption (e.g. Linux `basic_text`): no key can be stored. */
  secureStorage: boolean;
  /** A key is stored for the origin of `remoteUrl` (a key is bound to the origin it was entered for). */
  hasApiKey: boolean;
  /** The remote base URL in use (normalized, ending in `/`), or null until one is set and confirmed. */
  remoteUrl: string | null;
  /** A new version downloaded and waiting for a restart (electron/updater.ts), or null. */
  updateReady: string | null;
}

export interface DesktopApi {
  getInfo(): Promise<DesktopInfo>;
  /** Stores the key for the current remote URL's origin; refused while no URL is set. */
  setApiKey(key: string): Promise<void>;
  /** Forgets the key of the current remote URL's origin. */
  clearApiKey(): Promise<void>;
  /**
   * A new origin (the first one too) is used only once the broker confirms it in main's
   * dialog; when they cancel this rejects and nothing changes. Each origin keeps its own key:
   * on another origin the key is that origin's, or none, and back again it is there.
   */
  setRemoteUrl(url: string): Promise<void>;
  /** Main asks the current remote once whether its URL and key work (the key stays in main). */
  checkRemote(): Promise<RemoteCheck>;
  /** A /v1 request to the remote API, sent by main with the stored key. */
  remoteFetch(request: HttpRequest): Promise<HttpResponse>;
  /** Listens to main's events; returns the unsubscribe. */
  onEvent(listener: (event: DesktopEvent) => void): () => void;
  /** Asks where to save an export (main's save dialog); its id, or null when cancelled. */
  beginExport(suggestedName: string): Promise<string | null>;
  writeExport(id: string, part: string | Uint8Array<ArrayBuffer>): Promise<void>;
  /** Puts the complete file in place; returns where it was saved. */
  finishExport(id: string): Promise<string>;
  cancelExport(id: string): Promise<void>;
  /**
   * Saves the page as it prints (print CSS) as a PDF where the broker chooses in main's save
   * dialog (titled by `save.kind`), then shows the file in the file manager when
   * `save.reveal`; where it was saved, or null when they cancelled (nothing shown).
   */
  savePdf(suggestedName: string, paper: PdfPaper, save: PdfSave): Promise<string | null>;
  /** An error for the app's log file (redacted there). */
  logError(message: string): Promise<void>;
  /** Quits and installs the downloaded version (`updateReady`); refused while there is none. */
  installUpdate(): Promise<void>;
  /** Shows a notification (none where the system has none); a click comes back as an event. */
  showNotification(notice: DesktopNotice): Promise<void>;
  /** Opens a new mail in the broker's mail client; the page gives its parts, never a URL. */
  openMail(draft: MailDraft): Promise<void>;
}
