// The proposal's PDF made in the page (browser mode, where no printToPDF exists), from the same
// document the HTML view draws: branding on top, the trip's legs with each departure in its
// airport's zone, one block per option with the client's price and validity, the terms at the
// foot. Helvetica (a PDF standard font): a character it cannot write is said plainly instead.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ProposalDocument } from '../rpc/local/proposal';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.43);

/** Text in the standard font's character set: Intl's narrow spaces as spaces, arrows as words. */
function writable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\u202f\u00a0\u2009]/g, ' ').replace(/→/g, 'to')]
    .map((char) => (known.has(char.codePointAt(0)!) || char === ' ' ? char : '?'))
    .join('');
}

class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Room for `height` points, on a new page where this one has none left. */
  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** One paragraph, wrapped to the page's width. */
  text(
    text: string,
    options: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const width = A4[0] - 2 * MARGIN;
    for (const paragraph of writable(text, font).split('\n')) {
      let line = '';
      const lines: string[] = [];
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(next, size) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
      for (const each of lines) {
        this.room(size * 1.4);
        this.y -= size * 1.4;
        this.page.drawText(each, {
          x: MARGIN,
          y: this.y,
          size,
          font,
          color: options.muted ? MUTED : INK,
        });
      }
    }
    this.y -= options.gap ?? 4;
  }

  async logo(dataUrl: string) {
    const bytes = Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0));
    const image = dataUrl.startsWith('data:image/png')
      ? await this.pdf.embedPng(bytes)
      : await this.pdf.embedJpg(bytes);
    const scaled = image.scaleToFit(180, 60);
    this.room(scaled.height);
    this.y -= scaled.height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, ...scaled });
    this.y -= 8;
  }
}

export const proposalFileName = (tripNumber: number) => `proposal-trip-${tripNumber}.pdf`;

/** The PDF's bytes: what the client reads, and nothing of the broker's (no net, no margin). */
export async function proposalPdf(document: ProposalDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Proposal for trip ${document.trip_number}`);
  const writer = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const { branding } = document;
  if (branding.logo) await writer.logo(branding.logo);
  if (branding.company_name) writer.text(branding.company_name, { size: 16, bold: true });
  const contact = [branding.broker_name, branding.phone, branding.email].filter(Boolean);
  if (contact.length > 0) writer.text(contact.join(' · '), { muted: true, gap: 16 });

  writer.text(`Proposal for trip ${document.trip_number}`, { size: 14, bold: true });
  writer.text(
    [document.client_name && `For ${document.client_name}`, `Prepared ${document.prepared_on}`]
      .filter(Boolean)
      .join(' · '),
    { muted: true, gap: 12 },
  );
  writer.text('The trip', { size: 12, bold: true });
  for (const leg of document.legs) {
    writer.text(`${leg.from} to ${leg.to}`, { bold: true, gap: 0 });
    writer.text(`Departs ${leg.departure} (local time) · ${leg.distance_nm} nm`, { gap: 8 });
  }
  writer.text(`Prices in ${document.currency}`, { muted: true, gap: 12 });

  document.options.forEach((option, index) => {
    writer.room(90);
    const operator = option.operator_name ? ` · ${option.operator_name}` : '';
    writer.text(`Option ${index + 1}${operator}`, { size: 12, bold: true, gap: 0 });
    writer.text(option.price, { size: 14, bold: true, gap: 2 });
    writer.text(
      `Aircraft: ${option.aircraft}` + (option.seats === null ? '' : ` · ${option.seats} seats`),
      { gap: 0 },
    );
    writer.text(option.validity, { gap: 12 });
  });

  if (branding.terms) {
    writer.text('Terms', { bold: true, gap: 0 });
    writer.text(branding.terms, { size: 9, muted: true });
  }
  return pdf.save();
}
