// "Missing on the server" beside a record the remote no longer has (a finding, see
// connection/findings-query.ts): it links to the Sync screen, where the broker chooses what
// becomes of it.
import type { FindingView } from '../../../shared/rpc/local/findings';
import { useMissingOnServer } from '../../connection/findings-query';
import { Link } from '../../navigation/router';
import '../../ui/ui.css';

export function MissingMark({ kind, id }: { kind: FindingView['kind']; id: string }) {
  if (!useMissingOnServer(kind).has(id)) return null;
  return (
    <Link
      to="/sync"
      className="sync-mark missing-mark"
      title="The remote no longer has this. Choose on the Sync screen what becomes of it."
    >
      Missing on the server
    </Link>
  );
}
