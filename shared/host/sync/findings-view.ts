// The findings as the Sync screen and the notice show them: each record in a broker's words,
// what was found, and what may be done; and, for the sync status, how many are open.
import type { CharterDb } from '../../db/database';
import type { FindingsCount, FindingsView, FindingView } from '../../rpc/local/findings';
import { canSendAgain } from '../../sync/pull/findings/finding-actions';
import { readFindings, type Finding } from '../../sync/pull/findings/findings-record';
import { fieldWords } from '../../sync/writes/change-words';

async function summaryOf(db: CharterDb, finding: Finding): Promise<string> {
  switch (finding.kind) {
    case 'client':
      return `Client ${(await db.clients.get(finding.id))?.name ?? 'no longer here'}`;
    case 'rfq': {
      const rfq = await db.rfqs.get(finding.id);
      if (!rfq) return 'A request for quotes no longer here';
      const trip = await db.trip_requests.get(rfq.trip_request_id);
      const contact = rfq.contact_name ?? rfq.contact_email;
      const to = `${rfq.operator.legal_name} (${contact})`;
      return `Request for quotes to ${to}${trip ? `, trip #${trip.number}` : ''}`;
    }
    case 'trip_request': {
      const trip = await db.trip_requests.get(finding.id);
      return trip ? `Trip request #${trip.number}` : 'A trip request no longer here';
    }
  }
}

function detailOf(finding: Finding): string {
  if (finding.problem === 'changed') {
    return `The remote's copy is older than the one here: it lost the changes to ${fieldWords(finding.fields)}.`;
  }
  if (finding.kept) return 'Missing on the server: kept on this computer only.';
  return finding.own
    ? 'Missing on the server. Made here: sending it again creates it anew.'
    : 'Missing on the server.';
}

/** Open or quoted: Send again asks its operator by default; not declined or withdrawn. */
async function askAgain(db: CharterDb, finding: Finding): Promise<boolean> {
  if (!canSendAgain(finding)) return false;
  if (finding.kind !== 'rfq') return true;
  const status = (await db.rfqs.get(finding.id))?.status;
  return status === 'sent' || status === 'quoted';
}

async function viewOf(db: CharterDb, finding: Finding): Promise<FindingView> {
  return {
    kind: finding.kind,
    id: finding.id,
    problem: finding.problem,
    own: finding.own,
    kept: finding.kept,
    can_send_again: canSendAgain(finding),
    ask_again: await askAgain(db, finding),
    summary: await summaryOf(db, finding),
    detail: detailOf(finding),
    found_at: finding.found_at,
  };
}

export async function findingsView(db: CharterDb): Promise<FindingsView> {
  const { items, remote } = await readFindings(db);
  // The ones to decide on first, each group as found.
  const ordered = [...items.filter((item) => !item.kept), ...items.filter((item) => item.kept)];
  return { remote, items: await Promise.all(ordered.map((item) => viewOf(db, item))) };
}

export async function findingsCount(db: CharterDb): Promise<FindingsCount> {
  const { items, remote } = await readFindings(db);
  const open = items.filter((item) => !item.kept);
  return {
    open: open.length,
    open_own: open.filter((item) => item.own).length,
    kept_own: items.filter((item) => item.kept && item.own).length,
    remote_lost: remote !== null,
  };
}
