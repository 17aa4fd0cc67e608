import { useEffect, useState } from 'react';

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

const secondsUntil = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Seconds left until `endsAt` (epoch ms), ticking once a second and stopping at zero. Null until the page is live: the
 * server's HTML and the first render in the browser are the same (no countdown digits), whatever the clocks say.
 */
export function useCountdown(endsAt: number): number | null {
  const [remaining, setRemaining] = useState<number | null>(null);
  useEffect(() => {
    setRemaining(secondsUntil(endsAt));
    const timer = setInterval(() => {
      const left = secondsUntil(endsAt);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return remaining;
}
