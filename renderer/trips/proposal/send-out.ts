// A proposal out of the app: its email (the broker's proposal_email template filled for the
// trip), and its PDF — in the desktop shell main prints the page (printToPDF) into its save
// dialog and, for the mail, shows the file in the file manager, then the page has main open
// the mail client; in browser mode the page makes the PDF's bytes (pdf-lib,
// from the same document), downloads them and opens the same `mailto:`.
import type { MailDraft } from '../../../shared/desktop/desktop-api';
import { mailtoUrl } from '../../../shared/desktop/mailto';
import { proposalFileName, proposalPdf } from '../../../shared/proposal/pdf';
import type { ProposalDocument } from '../../../shared/rpc/local/proposal';
import type { TemplateView } from '../../../shared/rpc/local/templates';
import { fillTemplate, templateFor } from '../../../shared/templates/fill';
import { desktop } from '../../desktop';
import { paperFor } from './paper';

/** The email to the client, or null where the client has no email address. */
export function proposalMail(
  document: ProposalDocument,
  saved: readonly TemplateView[],
): MailDraft | null {
  if (!document.client_email) return null;
  const template = templateFor('proposal_email', saved);
  const values = {
    client_name: document.client_name ?? '',
    trip_number: String(document.trip_number),
    route: document.route,
    broker_name: document.branding.broker_name,
    company_name: document.branding.company_name,
  };
  return {
    to: document.client_email,
    subject: fillTemplate(template.subject ?? '', values).slice(0, 200),
    body: fillTemplate(template.body, values).slice(0, 2000),
  };
}

/** The PDF's bytes downloaded as a file (browser mode). */
export async function downloadPdf(document: ProposalDocument): Promise<void> {
  const bytes = await proposalPdf(document);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = Object.assign(window.document.createElement('a'), {
    href: url,
    download: proposalFileName(document.trip_number),
  });
  link.click();
  // The download has its own copy once started; the next task frees the page's.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** Where the PDF went: saved by main (its path), downloaded, or not saved (cancelled). */
export type PdfOutcome = { kind: 'saved'; where: string } | { kind: 'downloaded' } | null;

/**
 * The PDF out of the app: main's save dialog in the desktop shell, a download in a browser.
 * `reveal`: main then shows the saved file in the file manager (to attach to the mail); a
 * browser shows its download itself.
 */
export async function savePdf(
  document: ProposalDocument,
  { reveal }: { reveal: boolean },
): Promise<PdfOutcome> {
  if (desktop) {
    const where = await desktop.savePdf(
      proposalFileName(document.trip_number),
      paperFor(navigator.language),
      { kind: 'proposal', reveal },
    );
    return where === null ? null : { kind: 'saved', where };
  }
  await downloadPdf(document);
  return { kind: 'downloaded' };
}

/** The mail client opened on the draft: main's `openMail`, or the page's own `mailto:`. */
export async function openMail(draft: MailDraft): Promise<void> {
  if (desktop) return desktop.openMail(draft);
  // `_self`: the browser hands the mailto: to the mail client without leaving the app.
  window.open(mailtoUrl(draft), '_self');
}
