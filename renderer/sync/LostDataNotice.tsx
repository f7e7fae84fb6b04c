// Said on every screen while the remote no longer holds records as this computer does (a
// remote reset, or restored from an older copy): what it lost, what that means here, and
// the choices for all of them at once. The Sync screen lists each one. Its body is a chunk
// of its own, loaded only when there is something to say.
import { useSyncStatus } from '../connection/connection-context';
import { lazyComponent } from '../ui/lazy';

const NoticeBody = lazyComponent(async () => (await import('./LostDataNoticeBody')).NoticeBody);

export function LostDataNotice() {
  const status = useSyncStatus();
  if (!status || status.workspace !== 'remote' || status.findings.open === 0) return null;
  return <NoticeBody status={status} />;
}
