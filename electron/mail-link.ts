// The one URL main opens outside the app: a `mailto:` it builds itself (shared/desktop/mailto.ts)
// from parts the IPC schema checked. The page never hands main a URL to open, so nothing it
// sends can become another scheme (`https:`, `file:`, `javascript:`). main.ts gives
// shell.openExternal to this module alone.
import type { MailDraft } from '../shared/desktop/desktop-api';
import { mailtoUrl } from '../shared/desktop/mailto';

/** Electron's shell.openExternal: hands a URL to the system's handler for its scheme. */
export type OpenExternal = (url: string) => Promise<void>;

/** Opens a checked draft in the broker's mail client. */
export function createMailOpener(openExternal: OpenExternal): (draft: MailDraft) => Promise<void> {
  return (draft) => openExternal(mailtoUrl(draft));
}
