// A proposal being made (/trips/:tripRequestId/proposal): the broker picks the live quotes,
// sets margins and validities beside each net, and sees the client's document below as it
// will be sent; Email to client records it and takes it out of the app, then the recorded
// proposal opens as sent.
import { useMemo, useState } from 'react';
import type { TripRequestSummary } from '../../../shared/api';
import { buildDocument, type OptionChoice } from '../../../shared/proposal/document';
import type { ProposalSettings } from '../../../shared/rpc/local/proposal';
import { Link, navigate } from '../../navigation/router';
import { CATEGORY_LABELS } from '../../ui/client-labels';
import { formatMoney } from '../../ui/format';
import { TripBackLink } from '../TripBackLink';
import { Failed, Loading } from '../../ui/states';
import { useNow } from '../../ui/use-now';
import { compareQuotes, type ComparedQuote } from '../quotes/compare';
import { useTripRequest, useTripRfqs } from '../use-trip';
import { NEW_DRAFT, parseMargin, validityOf, type OptionDraft } from './choices';
import { OptionsPicker } from './OptionsPicker';
import { sentProposalPath } from './paths';
import { ProposalActions } from './ProposalActions';
import { ProposalDocumentView } from './ProposalDocumentView';
import { proposalMail } from './send-out';
import {
  useClientEmail,
  useProposalSettings,
  useProposalTemplates,
  useRecordProposal,
} from './use-proposal';
import './proposal.css';

/** The aircraft as the client reads it: the category the trip asks for. */
const aircraftOf = (trip: TripRequestSummary) =>
  trip.preferred_category ? CATEGORY_LABELS[trip.preferred_category] : 'As quoted';

function Composer({
  trip,
  quotes,
  settings,
}: {
  trip: TripRequestSummary;
  quotes: readonly ComparedQuote[];
  settings: ProposalSettings;
}) {
  const now = useNow();
  const email = useClientEmail(trip.client?.id ?? null);
  const templates = useProposalTemplates();
  const recordProposal = useRecordProposal(trip.id);
  const [id] = useState(() => crypto.randomUUID());
  const [withOperators, setWithOperators] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, OptionDraft>>(() =>
    Object.fromEntries(quotes.map((quote) => [quote.rfq.id, NEW_DRAFT])),
  );

  const document = useMemo(() => {
    const choices: OptionChoice[] = quotes.flatMap(({ rfq, operator, amountCents }) => {
      const draft = drafts[rfq.id] ?? NEW_DRAFT;
      const override = parseMargin(draft.margin);
      if (!draft.included) return [];
      return [
        {
          rfq: { ...rfq, quote_amount_cents: amountCents },
          override: override === 'bad' ? null : override,
          brokerValidUntil: validityOf(draft.validUntil),
          operatorName: operator,
        },
      ];
    });
    if (choices.length === 0) return null;
    return buildDocument({
      trip,
      choices,
      rule: settings.margin_rule,
      branding: settings.branding,
      aircraft: aircraftOf(trip),
      clientEmail: email.data ?? null,
      withOperators,
      formatMoney,
      now,
    });
  }, [quotes, drafts, trip, settings, email.data, withOperators, now]);

  const priced = new Map(document?.options.map((option) => [option.rfq_id, option]));
  const typos = Object.values(drafts).some(
    (draft) => draft.included && parseMargin(draft.margin) === 'bad',
  );
  const mail = document && proposalMail(document, templates.data?.items ?? []);

  return (
    <>
      <div className="proposal-broker">
        <OptionsPicker
          trip={trip}
          quotes={quotes}
          drafts={drafts}
          priced={priced}
          onChange={(rfqId, draft) => setDrafts((all) => ({ ...all, [rfqId]: draft }))}
        />
        <p className="muted">
          Margin rule: {settings.margin_rule.percent} %, at least{' '}
          {formatMoney(settings.margin_rule.minimum_cents, trip.currency)}.{' '}
          <Link to="/settings">Change it in Settings</Link>
          {!settings.branding_saved && ' · No branding yet: add yours in Settings.'}
        </p>
        <label className="proposal-toggle">
          <input
            type="checkbox"
            checked={withOperators}
            onChange={(event) => setWithOperators(event.target.checked)}
          />
          Show operator names to the client
        </label>
        {document && !typos ? (
          <ProposalActions
            document={document}
            mail={mail}
            record={async (emailedTo) => {
              await recordProposal.mutateAsync({ id, document, emailedTo });
            }}
            onSent={() => navigate(sentProposalPath(trip.id, id), { replace: true })}
          />
        ) : (
          <p role="status">
            {typos ? 'Correct the margins marked above.' : 'Include at least one option.'}
          </p>
        )}
      </div>
      {document && <ProposalDocumentView document={document} />}
    </>
  );
}

export function ProposalScreen({ tripRequestId }: { tripRequestId: string }) {
  const trip = useTripRequest(tripRequestId);
  const rfqs = useTripRfqs(tripRequestId);
  const settings = useProposalSettings();
  const now = useNow();
  const failed = [trip, rfqs, settings].find((query) => query.isError);

  let body;
  if (failed) {
    body = <Failed what="the proposal" error={failed.error} retry={() => void failed.refetch()} />;
  } else if (!trip.data || !rfqs.data || !settings.data) {
    body = <Loading what="the proposal" />;
  } else {
    const live = compareQuotes(rfqs.data, trip.data, now).filter((quote) => !quote.expired);
    body =
      live.length === 0 ? (
        <p className="state">No live quote on this trip to propose.</p>
      ) : (
        <Composer trip={trip.data} quotes={live} settings={settings.data} />
      );
  }
  return (
    <section className="proposal-screen" aria-label="Proposal">
      <TripBackLink
        tripRequestId={tripRequestId}
        number={trip.data?.number}
        title="Proposal"
        className="proposal-back"
      />
      {body}
    </section>
  );
}
