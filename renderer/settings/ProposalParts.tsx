// Settings' parts for proposals: the margin rule and the branding, read from this workspace.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useConnection } from '../connection/connection-context';
import { Failed, Loading } from '../ui/states';
import { BrandingForm } from './BrandingForm';
import { MarginForm } from './MarginForm';

type PartProps = { id: string; title: string; children: ReactNode };

export function ProposalParts({ Part }: { Part: (props: PartProps) => ReactNode }) {
  const { local } = useConnection();
  const settings = useQuery({
    queryKey: ['local', 'proposal-settings'],
    queryFn: () => local.proposalSettings({}),
  });
  if (settings.isError) {
    return (
      <Failed
        what="the proposal settings"
        error={settings.error}
        retry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <Loading what="the proposal settings" />;
  return (
    <>
      <Part id="margin-heading" title="Margin rule">
        <MarginForm rule={settings.data.margin_rule} />
      </Part>
      <Part id="branding-heading" title="Branding on proposals">
        <BrandingForm saved={settings.data.branding} />
      </Part>
    </>
  );
}
