// A `mailto:` built from checked parts (an address the contract accepts, a subject, a body),
// each percent-encoded (RFC 6068): main opens it in the desktop shell (electron/mail-link.ts),
// the page in browser mode. Nothing in the parts can become another scheme, a second
// recipient or another header (`&cc=`, `&bcc=`).
import type { MailDraft } from './desktop-api';

/** `mailto:to?subject=…&body=…`; the body's line breaks as CRLF, as RFC 6068 asks. */
export function mailtoUrl({ to, subject, body }: MailDraft): string {
  // An address the contract accepts has one `@`, which stays as it is between the parts.
  const at = to.lastIndexOf('@');
  const address = `${encodeURIComponent(to.slice(0, at))}@${encodeURIComponent(to.slice(at + 1))}`;
  const lines = body.replace(/\r\n|\r|\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines)}`;
}
