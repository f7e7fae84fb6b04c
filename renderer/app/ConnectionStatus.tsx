import { desktop } from '../desktop';
import { useOnline } from './use-online';

export function ConnectionStatus() {
  const online = useOnline();
  return (
    <div className="connection-status">
      {!desktop && (
        <span className="badge" title="Running in a browser, without the desktop shell">
          Browser mode
        </span>
      )}
      <p role="status" className={online ? 'online' : 'offline'}>
        <span className="dot" aria-hidden="true" />
        {online ? 'Online' : 'Offline'}
      </p>
    </div>
  );
}
