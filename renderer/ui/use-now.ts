// The time for what a screen derives from it (an RFQ's expiry, "3 minutes ago"), moved on
// every `everyMs` so it stays true on a screen left open. A clock for the words only: no data
// is read on the tick.
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
