import { useCallback, useEffect, useState } from 'react';

/** Carousel interval of the hero and the testimonials (SPEC §9). */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface CarouselOptions {
  /** The hero stops auto-advancing for good once a person uses an arrow or a dot (SPEC §4). */
  stopOnManual: boolean;
  interval?: number;
}

/** Index of the shown slide, wrapping both ways, auto-advancing every `interval` while `autoPlaying`. */
export function useCarousel(count: number, { stopOnManual, interval = CAROUSEL_INTERVAL_MS }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [autoPlaying, setAutoPlaying] = useState(true);
  // Paused (not stopped) while keyboard focus or the pointer is inside, so nothing moves under the reader.
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!autoPlaying || paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearInterval(timer);
  }, [autoPlaying, paused, count, interval, index]);

  const goTo = useCallback(
    (target: number) => {
      if (stopOnManual) setAutoPlaying(false);
      setIndex(((target % count) + count) % count);
    },
    [count, stopOnManual],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  return { index, goTo, next, previous, autoPlaying, setPaused };
}
