// The mailto: URL main builds from a draft's parts: each part percent-encoded, so a subject or
// body cannot add a header or a recipient, and the mail client reads back exactly what the
// page gave (line breaks as CRLF).
import { describe, expect, it, vi } from 'vitest';
import { createMailOpener } from '../../electron/mail-link';
import { mailtoUrl } from '../../shared/desktop/mailto';

/** What a mail client reads from a mailto: URL: the address and each header, decoded. */
function read(url: string) {
  const parsed = new URL(url);
  return {
    scheme: parsed.protocol,
    to: decodeURIComponent(parsed.pathname),
    headers: [...parsed.searchParams.keys()],
    subject: parsed.searchParams.get('subject'),
    body: parsed.searchParams.get('body'),
  };
}

describe('the mailto: URL main builds', () => {
  it('carries the address, the subject and the body, each encoded', () => {
    const url = mailtoUrl({
      to: "ada.o'brien+vip@example.co.uk",
      subject: 'Proposal — trip #1001 & return?',
      body: 'Dear Ada,\nChallenger 350: €46,500 (100% refundable)\n\nBest, Sam',
    });
    expect(url).toBe(
      "mailto:ada.o'brien%2Bvip@example.co.uk?subject=Proposal%20%E2%80%94%20trip%20%231001%20%26%20return%3F" +
        '&body=Dear%20Ada%2C%0D%0AChallenger%20350%3A%20%E2%82%AC46%2C500%20(100%25%20refundable)%0D%0A%0D%0ABest%2C%20Sam',
    );
    expect(read(url)).toEqual({
      scheme: 'mailto:',
      to: "ada.o'brien+vip@example.co.uk",
      headers: ['subject', 'body'],
      subject: 'Proposal — trip #1001 & return?',
      body: 'Dear Ada,\r\nChallenger 350: €46,500 (100% refundable)\r\n\r\nBest, Sam',
    });
  });

  it('never lets a part add a header or a recipient', () => {
    const url = mailtoUrl({
      to: 'ada@example.com',
      subject: 'Hi&cc=eve@evil.example&bcc=eve@evil.example',
      body: 'x?to=eve@evil.example#&body=more',
    });
    expect(read(url)).toMatchObject({
      to: 'ada@example.com',
      headers: ['subject', 'body'],
      subject: 'Hi&cc=eve@evil.example&bcc=eve@evil.example',
      body: 'x?to=eve@evil.example#&body=more',
    });
  });

  it('is what the opener hands the system', async () => {
    const openExternal = vi.fn(async (_url: string) => undefined);
    await createMailOpener(openExternal)({ to: 'ada@example.com', subject: 'Hi', body: '' });
    expect(openExternal.mock.calls).toEqual([['mailto:ada@example.com?subject=Hi&body=']]);
  });
});
