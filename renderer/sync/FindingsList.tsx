// The Sync screen's list of records the remote no longer holds as this computer does: those
// to decide on, each with its choices, then those the broker keeps here only.
import type { FindingView } from '../../shared/rpc/local/findings';
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { FindingChoices } from './FindingChoices';
import { choiceLabels } from './finding-words';
import { ListGroup } from './ListGroup';
import { hasFindings, useFindings } from '../connection/findings-query';
import './lost-notice.css';

function removeEffect(item: FindingView): string {
  return item.problem === 'changed'
    ? 'This computer takes the remote’s copy, and the changes it lost are gone here too.'
    : 'It is removed from this computer, as it is from the remote. This cannot be undone.';
}

function Finding({ item }: { item: FindingView }) {
  return (
    <li className={`entry finding${item.kept ? '' : ' entry-parked'}`}>
      <div className="entry-head">
        <div className="finding-text">
          <h4 className="entry-summary">{item.summary}</h4>
          <p>{item.detail}</p>
        </div>
        <FindingChoices
          which={item}
          labels={choiceLabels(item)}
          canSendAgain={item.can_send_again}
          canKeep={!item.kept}
          subject={item.summary}
          removeEffect={removeEffect(item)}
        />
      </div>
    </li>
  );
}

function Group({ title, items }: { title: string; items: FindingView[] }) {
  if (items.length === 0) return null;
  return (
    <ListGroup title={title} count={items.length} prefix="findings">
      {(id) => (
        <ul className="entry-list findings-list" aria-labelledby={id}>
          {items.map((item) => (
            <Finding key={`${item.kind}:${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </ListGroup>
  );
}

export function FindingsList({ status }: { status: SyncStatus }) {
  const findings = useFindings(status);
  if (!hasFindings(status) || !findings.data) return null;
  const { items } = findings.data;
  return (
    <div className="outbox">
      <Group title="Not as on the remote" items={items.filter((item) => !item.kept)} />
      <Group title="Kept on this computer only" items={items.filter((item) => item.kept)} />
    </div>
  );
}
