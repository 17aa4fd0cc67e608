import { useEffect, useState } from 'react';

/** The sale banner's countdown starts at 2 days 14 h 32 min 45 s (SPEC §4). */
export const SALE_COUNTDOWN_START_SECONDS = 2 * 86_400 + 14 * 3_600 + 32 * 60 + 45;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitSeconds(total: number): CountdownParts {
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Seconds left, ticking down once a second and stopping at zero (never below). */
export function useCountdown(startSeconds: number): number {
  const [remaining, setRemaining] = useState(startSeconds);
  const done = remaining <= 0;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return remaining;
}
