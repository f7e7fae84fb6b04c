// The sheet's actions: in browser mode the browser's print dialog, which also saves a PDF; in
// the desktop shell main saves the PDF where the broker chooses (window.desktop.savePdf
// prints the page with its print CSS), and the system's print dialog stays one click away.
import { useState } from 'react';
import { desktop } from '../../desktop';
import { describeFailure } from '../../connection/results';
import { notify } from '../../ui/toasts';
import { paperFor, sheetFileName } from './sheet';

function SavePdfButton({ tripNumber }: { tripNumber: number }) {
  const [saving, setSaving] = useState(false);
  async function save() {
    setSaving(true);
    try {
      const where = await desktop!.savePdf(
        sheetFileName(tripNumber),
        paperFor(navigator.language),
        {
          kind: 'quote-sheet',
          reveal: false,
        },
      );
      if (where !== null) notify({ title: 'Quote sheet saved', description: where });
    } catch (error) {
      notify({
        title: 'Could not save the PDF',
        description: describeFailure(error),
        tone: 'error',
      });
    } finally {
      setSaving(false);
    }
  }
  return (
    <button
      type="button"
      className="button button-primary"
      disabled={saving}
      onClick={() => void save()}
    >
      {saving ? 'Saving…' : 'Save as PDF'}
    </button>
  );
}

export function SheetActions({ tripNumber }: { tripNumber: number }) {
  if (!desktop) {
    return (
      <button type="button" className="button button-primary" onClick={() => window.print()}>
        Print / Save as PDF
      </button>
    );
  }
  return (
    <>
      <SavePdfButton tripNumber={tripNumber} />
      <button type="button" className="button" onClick={() => window.print()}>
        Print…
      </button>
    </>
  );
}
