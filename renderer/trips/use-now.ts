// The time for what a screen derives from it (expiry, "5 minutes ago"), moved on each minute
// so an RFQ that expires while the screen is open says so. No data is read on the tick.
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
