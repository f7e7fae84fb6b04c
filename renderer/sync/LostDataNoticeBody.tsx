// The notice's body (LostDataNotice.tsx loads it once there is something to say).
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { Link, usePath } from '../navigation/router';
import { FindingChoices } from './FindingChoices';
import { kindsWords, lossWords } from './finding-words';
import { useFindings } from '../connection/findings-query';
import './lost-notice.css';

const ALL_LABELS = { send_again: 'Send again', keep: 'Keep here', remove: 'Remove here' };

export function NoticeBody({ status }: { status: SyncStatus }) {
  const findings = useFindings(status);
  const onSyncScreen = usePath() === '/sync';
  if (!findings.data) return null;
  const open = findings.data.items.filter((item) => !item.kept);
  if (open.length === 0) return null;
  const words = lossWords(findings.data);
  const sendable = open.filter((item) => item.can_send_again);
  return (
    <section className="lost-notice" aria-labelledby="lost-notice-title">
      <h2 id="lost-notice-title">{words.headline}</h2>
      {words.why && <p>{words.why}</p>}
      {words.here.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <p className="lost-notice-help">
        {sendable.length > 0 &&
          `Send again puts ${kindsWords(sendable)} back on the remote, as this computer has ${sendable.length === 1 ? 'it' : 'them'}. `}
        Keep here leaves them on this computer only; Remove here makes this computer match the
        remote.
      </p>
      <div className="lost-notice-actions">
        <FindingChoices
          which="all"
          labels={ALL_LABELS}
          canSendAgain={sendable.length > 0}
          subject={kindsWords(open)}
          rfqs={sendable.filter((item) => item.kind === 'rfq')}
          removeEffect="Records missing on the remote are removed from this computer, and those it has an older copy of take that copy. This cannot be undone."
        />
        {!onSyncScreen && <Link to="/sync">Review each on the Sync screen</Link>}
      </div>
    </section>
  );
}
