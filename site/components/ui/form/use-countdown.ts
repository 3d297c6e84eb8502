/**
 * A code's time left (SMS codes: 3 minutes), ticking each second: `start(seconds)` begins, the
 * label reads `2:59`, and `expired` turns true at zero so the form can say the time is up.
 */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const start = useCallback((seconds: number) => {
    setNow(Date.now());
    setUntil(Date.now() + seconds * 1000);
  }, []);
  const stop = useCallback(() => setUntil(null), []);
  return {
    running: until !== null && left > 0,
    expired: until !== null && left === 0,
    label: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
    start,
    stop,
  };
}
