// What the check of a saved URL or key found, in a broker's words: connected (with the
// allowance the remote reports), rejected (the key, or a key that may only read),
// unreachable, not the API, a remote with a problem, or not checked while offline. Pure, so
// every outcome is unit-tested.
import type { RemoteCheck } from '../../shared/rpc/local/settings';
import { formatDateTime, formatNumber } from '../ui/format';

export interface CheckWords {
  title: string;
  detail: string | null;
  tone: 'ok' | 'warn';
}

const WAIT = 'Changes made here wait on this computer until then.';

function allowanceWords(allowance: Extract<RemoteCheck, { outcome: 'connected' }>['allowance']) {
  if (!allowance) return 'The remote did not say how much of its request allowance is left.';
  return `${formatNumber(allowance.remaining)} of ${formatNumber(allowance.limit)} requests left this month; the allowance resets ${formatDateTime(allowance.reset_at)}.`;
}

function connected(check: Extract<RemoteCheck, { outcome: 'connected' }>): CheckWords {
  if (!check.keyed) {
    return {
      title: 'The remote answers as the Charter API.',
      detail: 'Enter its API key next.',
      tone: 'ok',
    };
  }
  const accepted = 'Connected: the remote accepts this key, with write access.';
  if (check.limited === 'quota') {
    const until = check.allowance ? ` until ${formatDateTime(check.allowance.reset_at)}` : '';
    return {
      title: accepted,
      detail: `The organization's request allowance is used up${until}: changes wait, messages still go.`,
      tone: 'warn',
    };
  }
  const slowDown =
    check.limited === 'rate' ? 'It asks to slow down for a minute; sync goes on by itself. ' : '';
  return { title: accepted, detail: slowDown + allowanceWords(check.allowance), tone: 'ok' };
}

/** What a web page or another server's answer was, for "not the API". */
function answerKind(check: Extract<RemoteCheck, { outcome: 'not_api' }>): string {
  const page = check.content_type?.startsWith('text/html') ? 'a web page, ' : '';
  return `${page}HTTP ${check.status}`;
}

export function checkWords(check: RemoteCheck, url: string): CheckWords {
  const host = new URL(url).host;
  switch (check.outcome) {
    case 'connected':
      return connected(check);
    case 'rejected':
      return check.cause === 'key'
        ? {
            title: `Rejected: the remote does not accept this key (HTTP ${check.status}).`,
            detail: `Check it in your organization's settings on the remote and enter it again. ${WAIT}`,
            tone: 'warn',
          }
        : {
            title: `Rejected: this key may only read (HTTP ${check.status}).`,
            detail: `Sending changes needs a key with write access: enter one. ${WAIT}`,
            tone: 'warn',
          };
    case 'unreachable':
      return {
        title: `Unreachable: no answer from ${host}.`,
        detail: `Check the URL (its host and port), that the server runs, and that it lets this app call it.${check.detail ? ` (${check.detail})` : ''}`,
        tone: 'warn',
      };
    case 'not_api':
      return {
        title: `Not the Charter API: ${host} answered, but not as the API does (${answerKind(check)}).`,
        detail: "Check the URL: it is the address the API's /v1/ paths are under.",
        tone: 'warn',
      };
    case 'remote_error':
      return {
        title: `The remote answered with an error (HTTP ${check.status}).`,
        detail: 'It is there, but failing now; sync tries again by itself.',
        tone: 'warn',
      };
    case 'offline':
      return {
        title: 'Not checked: this computer is offline.',
        detail: 'What you saved is kept. It is checked when you are back online.',
        tone: 'warn',
      };
  }
}
