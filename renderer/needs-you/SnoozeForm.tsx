// Snooze an item: until tomorrow morning (the start of the next working day's hours, from the
// settings) or until a time the broker picks, in this computer's zone.
import { useState } from 'react';
import { tomorrowMorning } from '../../shared/needs-you/tomorrow-morning';
import { DEFAULT_WORKING_HOURS } from '../../shared/rpc/working-hours';
import { useConnection } from '../connection/connection-context';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../ui/format';
import { useNow } from '../ui/use-now';

const LAPTOP_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `at` as a datetime-local input's value, in this computer's zone. */
function localInputValue(at: Date): string {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

function useMorning(now: Date): Date {
  const { local } = useConnection();
  const settings = useQuery({ queryKey: ['local', 'settings'], queryFn: () => local.settings() });
  return tomorrowMorning(now, settings.data?.working_hours ?? DEFAULT_WORKING_HOURS, LAPTOP_ZONE);
}

export function SnoozeForm({
  id,
  snooze,
  cancel,
}: {
  id: string;
  snooze: (until: Date) => void;
  cancel: () => void;
}) {
  const now = useNow();
  const morning = useMorning(now);
  const [until, setUntil] = useState(() => localInputValue(morning));
  const picked = new Date(until);
  const valid = until !== '' && picked.getTime() > now.getTime();
  return (
    <div className="needs-snooze" role="group" aria-label="Snooze">
      <button type="button" onClick={() => snooze(morning)}>
        Tomorrow morning ({formatDateTime(morning.toISOString())})
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) snooze(picked);
        }}
      >
        <label htmlFor={`${id}-until`}>Until</label>
        <input
          id={`${id}-until`}
          type="datetime-local"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          aria-invalid={!valid}
        />
        <button type="submit" disabled={!valid}>
          Snooze until then
        </button>
      </form>
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </div>
  );
}
