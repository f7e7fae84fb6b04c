// What this build is: the version, the shell it runs in, and the database of the records
// in view with its schema version, for a broker reporting a problem.
import { useQuery } from '@tanstack/react-query';
import { desktop } from '../desktop';
import { formatNumber } from '../ui/format';
import { Failed, Loading } from '../ui/states';
import { useDatabaseStatus } from './use-settings';

declare global {
  /** package.json's version, put in by Vite (vite.config.ts `define`). */
  const __APP_VERSION__: string;
}

export function BuildInfo() {
  const database = useDatabaseStatus();
  const info = useQuery({
    queryKey: ['local', 'desktop-info'],
    queryFn: () => desktop!.getInfo(),
    enabled: desktop !== null,
  });
  if (database.isPending) return <Loading what="what this build is" />;
  if (database.isError) {
    return (
      <Failed
        what="what this build is"
        error={database.error}
        retry={() => void database.refetch()}
      />
    );
  }
  const shell = desktop
    ? `Desktop app${info.data ? ` (${info.data.platform})` : ''}`
    : 'Browser mode (no desktop shell)';
  return (
    <dl className="fields build-info">
      <dt>Version</dt>
      <dd>{info.data?.appVersion ?? __APP_VERSION__}</dd>
      <dt>Running as</dt>
      <dd>{shell}</dd>
      <dt>Database</dt>
      <dd className="break">{database.data.database}</dd>
      <dt>Schema version</dt>
      <dd>{formatNumber(database.data.schema_version)}</dd>
    </dl>
  );
}
