import { useEffect, useRef, useState } from 'react';
import { currentLocale, t, type Locale } from '../../lib/i18n';

/** A book without a cover (or whose cover would not load): a drawn cover saying so, in the page's language. */
export const PLACEHOLDER_COVERS: Record<Locale, string> = { en: '/placeholder-cover.svg', bn: '/placeholder-cover-bn.svg' };
export const PLACEHOLDER_COVER = PLACEHOLDER_COVERS.en;
const isPlaceholder = (src: string | null) => src !== null && Object.values(PLACEHOLDER_COVERS).includes(src);

export interface BookCoverProps {
  src?: string | null;
  title: string;
  /** Intrinsic size, so the page never shifts while covers load (2:3 book proportions). */
  width?: number;
  height?: number;
  className?: string;
  /** Above-the-fold covers load eagerly; the rest lazily. */
  priority?: boolean;
  /**
   * How wide the cover is shown (`<img sizes>`: a CSS length, with media conditions if it changes with the screen), so
   * the browser picks the smallest uploaded width that fills it. Defaults to `width`. A lazy cover is measured by the
   * browser itself where it can (`auto`), this being the fallback.
   */
  sizes?: string;
}

/** An uploaded cover (/api/covers/<book>/<hash>-<width>.webp, maybe under PUBLIC_URL) exists at these widths too. */
const UPLOADED_COVER = /^(.*\/api\/covers\/[^/]+\/[0-9a-f]+-)(?:200|400|800)\.webp$/;

/** The srcset of an uploaded cover (the browser picks the width the screen needs); undefined for any other image. */
export function coverSrcSet(src: string): string | undefined {
  const match = UPLOADED_COVER.exec(src);
  return match ? [200, 400, 800].map((width) => `${match[1]}${width}.webp ${width}w`).join(', ') : undefined;
}

/** A book cover that falls back to the placeholder when missing or when the image fails to load. */
export function BookCover({ src, title, width = 300, height = 450, className = '', priority = false, sizes = `${width}px` }: BookCoverProps) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? PLACEHOLDER_COVERS[currentLocale()] : src;
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered cover may have failed before the page hydrated, when no onError handler was there to hear it.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && !isPlaceholder(element.getAttribute('src'))) setFailed(true);
  }, []);
  const srcSet = coverSrcSet(url);
  return (
    <img
      ref={image}
      src={url}
      srcSet={srcSet}
      // `auto` (the laid-out width) is only allowed on lazy images; an eager one is fetched before layout.
      sizes={srcSet ? (priority ? sizes : `auto, ${sizes}`) : undefined}
      alt={t('common:cover.alt', { title })}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={() => setFailed(true)}
      className={`aspect-[2/3] object-cover ${className}`}
    />
  );
}
