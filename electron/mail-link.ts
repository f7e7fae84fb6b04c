// The one URL main opens outside the app: a `mailto:` it builds itself from parts the IPC
// schema checked (an address the contract accepts, a subject, a body), each part
// percent-encoded (RFC 6068). The page never hands main a URL to open, so nothing it sends
// can become another scheme (`https:`, `file:`, `javascript:`), a second recipient or another
// header (`&cc=`, `&bcc=`). main.ts gives shell.openExternal to this module alone.
import type { MailDraft } from '../shared/desktop/desktop-api';

/** `mailto:to?subject=…&body=…`; the body's line breaks as CRLF, as RFC 6068 asks. */
export function mailtoUrl({ to, subject, body }: MailDraft): string {
  // An address the contract accepts has one `@`, which stays as it is between the parts.
  const at = to.lastIndexOf('@');
  const address = `${encodeURIComponent(to.slice(0, at))}@${encodeURIComponent(to.slice(at + 1))}`;
  const lines = body.replace(/\r\n|\r|\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines)}`;
}

/** Electron's shell.openExternal: hands a URL to the system's handler for its scheme. */
export type OpenExternal = (url: string) => Promise<void>;

/** Opens a checked draft in the broker's mail client. */
export function createMailOpener(openExternal: OpenExternal): (draft: MailDraft) => Promise<void> {
  return (draft) => openExternal(mailtoUrl(draft));
}
