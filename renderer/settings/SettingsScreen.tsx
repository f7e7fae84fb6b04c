// The Settings screen: the remote API and its key, checked when saved, the pull reserve, the
// offline demo data, and what this build is. In the desktop shell the URL and the key go to
// main, which checks them.
import type { ReactNode } from 'react';
import { useStoragePersistence } from '../connection/connection-context';
import { Failed, Loading } from '../ui/states';
import { StorageState } from '../ui/StorageState';
import { ApiKeyForm } from './ApiKeyForm';
import { BackupSection } from './BackupSection';
import { BuildInfo } from './BuildInfo';
import { ProposalParts } from './ProposalParts';
import { RemoteCheckNote } from './RemoteCheckNote';
import { RemoteUrlForm } from './RemoteUrlForm';
import { NeedsYouForm } from './NeedsYouForm';
import { ReserveForm } from './ReserveForm';
import { TemplatesSection } from './TemplatesSection';
import { WorkingHoursForm } from './WorkingHoursForm';
import { useRemoteCheck, useRemoteState, useSettings } from './use-settings';
import { WayBack } from './WayBack';
import { WorkspaceSection } from './WorkspaceSection';
import './settings.css';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-part" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

export function SettingsScreen() {
  const settings = useSettings();
  const remote = useRemoteState();
  const check = useRemoteCheck();
  const failed = settings.error ?? remote.error;
  const persistence = useStoragePersistence();
  return (
    <section className="settings-screen" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      {failed ? (
        <Failed
          what="the settings"
          error={failed}
          retry={() => void Promise.all([settings.refetch(), remote.refetch()])}
        />
      ) : !settings.data || !remote.data ? (
        <Loading what="the settings" />
      ) : (
        <>
          <Part id="remote-heading" title="Remote API">
            <RemoteUrlForm state={remote.data} onSaved={(url) => check.mutate(url)} />
            <WayBack
              lastWorkingUrl={settings.data.last_working_url}
              onSaved={(url) => check.mutate(url)}
            />
            <ApiKeyForm state={remote.data} onSaved={(url) => check.mutate(url)} />
            <RemoteCheckNote check={check} remoteUrl={remote.data.remoteUrl} />
          </Part>
          <Part id="reserve-heading" title="Allowance kept for your changes">
            <ReserveForm reservePercent={settings.data.reserve_percent} />
          </Part>
          <Part id="hours-heading" title="Working hours">
            <WorkingHoursForm
              hours={settings.data.working_hours}
              timeZone={settings.data.time_zone}
            />
          </Part>
          <Part id="needs-you-heading" title="Needs you">
            <NeedsYouForm />
          </Part>
          <Part id="templates-heading" title="Saved texts">
            <TemplatesSection />
          </Part>
          <ProposalParts Part={Part} />
          <Part id="workspace-heading" title="Records in use">
            <WorkspaceSection settings={settings.data} />
          </Part>
          <Part id="backup-heading" title="Your own records">
            <BackupSection />
          </Part>
          {persistence !== null && (
            <Part id="storage-heading" title="Storage">
              <StorageState />
            </Part>
          )}
          <Part id="build-heading" title="This build">
            <BuildInfo />
          </Part>
        </>
      )}
    </section>
  );
}
