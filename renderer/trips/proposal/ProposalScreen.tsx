// A proposal being made (/trips/:tripRequestId/proposal, or …/proposal/:rfqIds with the
// quotes ticked under "Quotes compared" as its options, the other live ones offered unticked):
// the broker picks the options, sets margins, aircraft, seats and validities beside each net,
// and sees the client's document below as it will be sent; Email to client records it and
// takes it out of the app, then the recorded proposal opens as sent.
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
import {
  draftErrors,
  newDraft,
  parseMargin,
  parseSeats,
  validityOf,
  type OptionDraft,
} from './choices';
import { OptionsPicker } from './OptionsPicker';
import { sentProposalPath } from './paths';
import { ProposalActions } from './ProposalActions';
import { ProposalDocumentView } from './ProposalDocumentView';
import { goneNotice, goneQuotes, requotesOf, seenWith, type SeenQuotes } from './requotes';
import { proposalMail } from './send-out';
import {
  useClientEmail,
  useProposalSettings,
  useProposalTemplates,
  useRecordProposal,
} from './use-proposal';
import './proposal.css';

/** The aircraft an option starts with: the category the trip asks for, until the broker types. */
const aircraftOf = (trip: TripRequestSummary) =>
  trip.preferred_category ? CATEGORY_LABELS[trip.preferred_category] : 'As quoted';

const FIELD_NAMES = { margin: 'Margin', aircraft: 'Aircraft', seats: 'Seats' } as const;

function Composer({
  trip,
  quotes,
  picked,
  settings,
}: {
  trip: TripRequestSummary;
  quotes: readonly ComparedQuote[];
  /** The RFQs to start with; undefined: every live quote. */
  picked: readonly string[] | undefined;
  settings: ProposalSettings;
}) {
  const now = useNow();
  const email = useClientEmail(trip.client?.id ?? null);
  const templates = useProposalTemplates();
  const recordProposal = useRecordProposal(trip.id);
  const [id] = useState(() => crypto.randomUUID());
  const [withOperators, setWithOperators] = useState(false);
  // What the broker changed, by RFQ; the others as they start. A quote arriving while the
  // broker composes starts ticked unless they came with a pick.
  const [changed, setChanged] = useState<Record<string, OptionDraft>>({});
  const drafts = useMemo(
    () =>
      Object.fromEntries(
        quotes.map(({ rfq }) => [
          rfq.id,
          changed[rfq.id] ?? newDraft(picked?.includes(rfq.id) ?? true, aircraftOf(trip), trip.pax),
        ]),
      ),
    [quotes, changed, picked, trip],
  );

  // The quote each option was first seen with: a new one is said on its option, not taken
  // in silently (requotes.ts).
  // A quote arriving later is seen as it comes (state adjusted while rendering, as React
  // advises for state that follows props).
  const [seen, setSeen] = useState<SeenQuotes>(() => seenWith(new Map(), quotes));
  if (seenWith(seen, quotes) !== seen) setSeen(seenWith(seen, quotes));
  const requotes = requotesOf(seen, quotes);
  const gone = goneQuotes(seen, quotes);

  const document = useMemo(() => {
    const choices: OptionChoice[] = quotes.flatMap(({ rfq, operator, amountCents }) => {
      const draft = drafts[rfq.id]!;
      const override = parseMargin(draft.margin);
      const seats = parseSeats(draft.seats);
      if (!draft.included) return [];
      return [
        {
          rfq: { ...rfq, quote_amount_cents: amountCents },
          override: override === 'bad' ? null : override,
          brokerValidUntil: validityOf(draft.validUntil),
          operatorName: operator,
          aircraft: draft.aircraft,
          seats: seats === 'bad' ? null : seats,
        },
      ];
    });
    if (choices.length === 0) return null;
    return buildDocument({
      trip,
      choices,
      rule: settings.margin_rule,
      branding: settings.branding,
      clientEmail: email.data ?? null,
      withOperators,
      formatMoney,
      now,
    });
  }, [quotes, drafts, trip, settings, email.data, withOperators, now]);

  const priced = new Map(document?.options.map((option) => [option.rfq_id, option]));
  // Each field at fault, named: "Seats for Harbor Jets".
  const faults = quotes.flatMap(({ rfq, operator }) => {
    const draft = drafts[rfq.id]!;
    if (!draft.included) return [];
    const errors = draftErrors(draft);
    return (['margin', 'aircraft', 'seats'] as const).flatMap((field) =>
      errors[field] ? [`${FIELD_NAMES[field]} for ${operator}`] : [],
    );
  });
  const mail = document && proposalMail(document, templates.data?.items ?? []);

  return (
    <>
      <div className="proposal-broker">
        {gone.length > 0 && (
          <p className="proposal-stale" role="status">
            {goneNotice(gone)}
          </p>
        )}
        <OptionsPicker
          trip={trip}
          quotes={quotes}
          drafts={drafts}
          priced={priced}
          requotes={requotes}
          onChange={(rfqId, draft) => setChanged((all) => ({ ...all, [rfqId]: draft }))}
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
        {document && faults.length === 0 ? (
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
            {faults.length > 0
              ? `Correct what is marked above: ${faults.join(', ')}.`
              : 'Include at least one option.'}
          </p>
        )}
      </div>
      {document && <ProposalDocumentView document={document} />}
    </>
  );
}

export function ProposalScreen({
  tripRequestId,
  picked,
}: {
  tripRequestId: string;
  picked?: readonly string[];
}) {
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
        <Composer trip={trip.data} quotes={live} picked={picked} settings={settings.data} />
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
