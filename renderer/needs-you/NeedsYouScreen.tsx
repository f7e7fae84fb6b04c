// Needs you (/needs-you): what needs the broker now, computed in the worker from this
// computer's copy, offline; grouped by rule, the most urgent first. Each item opens where it
// is about; Done and Snooze put it aside until its facts change or the snooze ends.
import { laptopZoneName } from '../../shared/time/zoned';
import { NEEDS_YOU_RULES } from '../../shared/rpc/local/needs-you';
import { describeFailure } from '../connection/results';
import { notify } from '../ui/toasts';
import { Empty, Failed, Loading } from '../ui/states';
import { RULE_TITLES } from './item-words';
import { NeedsYouItemRow } from './NeedsYouItemRow';
import { useBranding, useChaseTemplates, useMarkItem, useNeedsYou } from './use-needs-you';
import './needs-you.css';

function NeedsYouItems() {
  const needs = useNeedsYou();
  const templates = useChaseTemplates().data?.items ?? [];
  const signature = useBranding().data;
  const mark = useMarkItem();
  if (needs.isPending) return <Loading what="what needs you" />;
  if (needs.isError) {
    return <Failed what="what needs you" error={needs.error} retry={() => void needs.refetch()} />;
  }
  const { items } = needs.data;
  if (items.length === 0) {
    return (
      <Empty>
        <p>
          Nothing needs you right now: no request is about to lapse, every operator has opened
          theirs, and every quote is in front of the client.
        </p>
      </Empty>
    );
  }
  return NEEDS_YOU_RULES.map((rule) => {
    const ofRule = items.filter((item) => item.rule === rule);
    if (ofRule.length === 0) return null;
    const heading = `needs-rule-${rule}`;
    return (
      <section key={rule} className="needs-group" aria-labelledby={heading}>
        <h3 id={heading}>
          {RULE_TITLES[rule]} <span className="needs-group-count">{ofRule.length}</span>
        </h3>
        <ol className="needs-list" aria-labelledby={heading}>
          {ofRule.map((item) => (
            <NeedsYouItemRow
              key={item.key}
              item={item}
              templates={templates}
              signature={signature}
              mark={(change) =>
                mark.mutate(
                  { key: item.key, mark: change },
                  {
                    onError: (error) =>
                      notify({
                        title: 'Could not put it aside',
                        description: describeFailure(error),
                        tone: 'error',
                      }),
                  },
                )
              }
            />
          ))}
        </ol>
      </section>
    );
  });
}

export function NeedsYouScreen() {
  return (
    <section className="needs-screen" aria-labelledby="needs-heading">
      <header className="needs-header">
        <h2 id="needs-heading" tabIndex={-1}>
          Needs you
        </h2>
        <p className="needs-zone">Times in {laptopZoneName()}</p>
      </header>
      <NeedsYouItems />
    </section>
  );
}
