// Which RFQ threads the broker has in front of them, in this tab or in another one of the
// app: what arrives on a thread they are reading is not notified. A tab tells the others
// when its thread in view changes (a thread screen, shown, its tab visible), and again when
// a new tab asks; a tab that closes says it shows nothing.
const CHANNEL = 'charter-desk:threads-in-view';
const THREAD_PATH = /^#\/trips\/[^/]+\/rfqs\/([^/]+)$/;

type Note = { type: 'ask' } | { type: 'shows'; tab: string; rfq_id: string | null };

function threadHere(): string | null {
  if (document.visibilityState !== 'visible') return null;
  const match = THREAD_PATH.exec(window.location.hash);
  return match ? decodeURIComponent(match[1]!) : null;
}

export interface ThreadsInView {
  has(rfqId: string): boolean;
  stop(): void;
}

export function watchThreadsInView(): ThreadsInView {
  const tab = crypto.randomUUID();
  const elsewhere = new Map<string, string>();
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : null;
  let shown: string | null = null;
  const tell = () => channel?.postMessage({ type: 'shows', tab, rfq_id: shown } satisfies Note);
  const follow = () => {
    const now = threadHere();
    if (now === shown) return;
    shown = now;
    tell();
  };
  const leave = () => {
    shown = null;
    tell();
  };
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<Note>) => {
      if (data.type === 'ask') tell();
      else if (data.rfq_id === null) elsewhere.delete(data.tab);
      else elsewhere.set(data.tab, data.rfq_id);
    };
    channel.postMessage({ type: 'ask' } satisfies Note);
  }
  follow();
  window.addEventListener('hashchange', follow);
  document.addEventListener('visibilitychange', follow);
  window.addEventListener('pagehide', leave);
  return {
    has: (rfqId) => threadHere() === rfqId || [...elsewhere.values()].includes(rfqId),
    stop() {
      window.removeEventListener('hashchange', follow);
      document.removeEventListener('visibilitychange', follow);
      window.removeEventListener('pagehide', leave);
      leave();
      channel?.close();
    },
  };
}
