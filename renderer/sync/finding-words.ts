// The findings in a broker's words: what the remote lost, what that means for the records
// here, and what each choice does. Pure, so every case is unit-tested.
import type { FindingView, FindingsView } from '../../shared/rpc/local/findings';
import { formatNumber } from '../ui/format';

const NOUNS: Record<FindingView['kind'], [string, string]> = {
  client: ['client', 'clients'],
  rfq: ['request for quotes', 'requests for quotes'],
  trip_request: ['trip request', 'trip requests'],
};

/** "1 client and 4 requests for quotes". */
export function kindsWords(items: readonly Pick<FindingView, 'kind'>[]): string {
  const parts = (Object.keys(NOUNS) as FindingView['kind'][]).flatMap((kind) => {
    const count = items.filter((item) => item.kind === kind).length;
    if (count === 0) return [];
    return [`${formatNumber(count)} ${NOUNS[kind][count === 1 ? 0 : 1]}`];
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export interface LossWords {
  headline: string;
  /** Why the app believes the remote lost data, when it does. */
  why: string | null;
  /** What that means for the records here, one sentence each. */
  here: string[];
}

function whyOf(remote: NonNullable<FindingsView['remote']>): string {
  if (remote.because === 'rfq_missing' || !remote.walk) {
    return 'It no longer has requests for quotes it had, and it never deletes one: its data was reset, or restored from an older copy.';
  }
  const { known, missing, replaced } = remote.walk;
  const parts = [
    missing > 0 ? `${formatNumber(missing)} ${missing === 1 ? 'is' : 'are'} gone` : null,
    replaced > 0
      ? `${formatNumber(replaced)} ${replaced === 1 ? 'was' : 'were'} created anew`
      : null,
  ].filter((part) => part !== null);
  return `Of the ${formatNumber(known)} clients this computer had from it, ${parts.join(' and ')}: its data was reset, or replaced.`;
}

/** The notice's words for the findings still to decide on. */
export function lossWords(view: FindingsView): LossWords {
  const open = view.items.filter((item) => !item.kept);
  const missing = open.filter((item) => item.problem === 'missing');
  const own = missing.filter((item) => item.own);
  const others = missing.filter((item) => !item.own);
  const changed = open.filter((item) => item.problem === 'changed');
  const here = [
    own.length > 0 ? `It no longer has ${kindsWords(own)} made here.` : null,
    others.length > 0 ? `It no longer has ${kindsWords(others)} copied from it.` : null,
    changed.length > 0
      ? `Its copy of ${kindsWords(changed)} is older than the one here: changes were lost there.`
      : null,
  ].filter((sentence) => sentence !== null);
  return {
    headline: view.remote ? 'The remote lost data' : 'The remote no longer has some records',
    why: view.remote ? whyOf(view.remote) : null,
    here,
  };
}

export type ChoiceLabel = Record<'send_again' | 'keep' | 'remove', string>;

/** One record's choices, said for what it is. */
export function choiceLabels(item: Pick<FindingView, 'problem'>): ChoiceLabel {
  return item.problem === 'changed'
    ? { send_again: 'Send mine again', keep: 'Keep mine here', remove: 'Take the remote’s copy' }
    : { send_again: 'Send again', keep: 'Keep here', remove: 'Remove here' };
}

const recordsWords = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'record' : 'records'}`;

/**
 * What a choice did, for the note that follows it: of `count` records decided on, `kept`
 * stayed here (sending again, the operators the broker left out).
 */
export function decidedWords(choice: keyof ChoiceLabel, count: number, kept = 0): string {
  const records = recordsWords(count);
  switch (choice) {
    case 'send_again': {
      const sent = `${recordsWords(count - kept)} will be sent to the remote again`;
      return kept === 0 ? sent : `${sent}; ${recordsWords(kept)} kept here as history`;
    }
    case 'keep':
      return `${records} kept on this computer only`;
    case 'remove':
      return `${records} now as the remote has ${count === 1 ? 'it' : 'them'}`;
  }
}
