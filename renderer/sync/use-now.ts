// The time relative dates are written against ("3 minutes ago"), moved on every half minute
// so they stay true on a screen left open. A clock for the words only: no data is read.
import { useEffect, useState } from 'react';

export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
