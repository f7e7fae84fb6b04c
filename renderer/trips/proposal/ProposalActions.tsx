// A proposal's way out of the app: Email to client (the PDF saved and shown in the file
// manager, or downloaded, then the mail client opened on the client's address with the proposal email), the PDF alone, and Print
// (print CSS). `record` runs once the PDF is out (not when the broker cancels main's dialog):
// a proposal is recorded as it leaves the app.
import { useState } from 'react';
import type { MailDraft } from '../../../shared/desktop/desktop-api';
import type { ProposalDocument } from '../../../shared/rpc/local/proposal';
import { describeFailure } from '../../connection/results';
import { desktop } from '../../desktop';
import { notify } from '../../ui/toasts';
import { openMail, savePdf } from './send-out';

export function ProposalActions({
  document,
  mail,
  record,
  onSent,
}: {
  document: ProposalDocument;
  /** null: the client has no email address. */
  mail: MailDraft | null;
  /** `emailedTo`: where Email to client sends it; null for the PDF alone. */
  record: (emailedTo: string | null) => Promise<void>;
  /** After it went out (the made proposal then opens as sent). */
  onSent?: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function send(withMail: boolean) {
    setBusy(true);
    try {
      const outcome = await savePdf(document, { reveal: withMail && mail !== null });
      if (outcome === null) return;
      await record(withMail && mail ? mail.to : null);
      if (outcome.kind === 'saved') notify({ title: 'Proposal saved', description: outcome.where });
      if (withMail && mail) await openMail(mail);
      onSent?.();
    } catch (error) {
      notify({
        title: 'Could not send the proposal',
        description: describeFailure(error),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="proposal-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={busy || mail === null}
        onClick={() => void send(true)}
      >
        Email to client
      </button>
      <button type="button" className="button" disabled={busy} onClick={() => void send(false)}>
        {desktop ? 'Save as PDF' : 'Download PDF'}
      </button>
      <button type="button" className="button" onClick={() => window.print()}>
        Print…
      </button>
      {mail === null && (
        <p className="muted">The client has no email address: save the PDF and send it yourself.</p>
      )}
    </div>
  );
}
