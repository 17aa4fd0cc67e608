import { Sparkles, TrendingUp } from 'lucide-react';
import type { BookListItem, HomeAnswer } from '@boipoka/shared';
import type { KeyboardEvent } from 'react';
import { Link } from '../../../lib/locale';
import { BookCover } from '../../../components/ui/book-cover';
import { buttonClasses } from '../../../components/ui/button';
import { LangText } from '../../../components/ui/lang-text';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { formatInteger } from '../../../lib/format';
import { freeDeliveryThreshold, inLanguage } from '../../../lib/shop-offer';
import { useShopSettings } from '../../../lib/shop-settings';
import { t } from '../../../lib/i18n';
import { CarouselControls } from './carousel-controls';
import { PriceTag } from '../../../components/shop/price-tag';
import { useCarousel } from '../hooks/use-carousel';
import '../messages';

const HERO_STATS = ['books', 'readers', 'ordersDelivered'] as const;

/** What the shop offers, from its settings (free delivery over the threshold, cash on delivery), and the owner's own claims. */
function HeroPromise() {
  const settings = useShopSettings();
  const locale = currentLocale();
  const threshold = freeDeliveryThreshold(settings, locale);
  const claims = settings ? inLanguage(settings.claims, locale) : '';
  return (
    <>
      <p className="mt-4 text-lg text-brand-100">
        {t('storefront:hero.subtitle')}
        {threshold && ` ${t('storefront:hero.freeOver', { amount: threshold })}`}
        {settings?.cashOnDelivery && ` ${t('storefront:hero.cashOnDelivery')}`}
      </p>
      {claims && <LangText as="p" text={claims} data-testid="shop-claims" className="mt-3 font-medium whitespace-pre-line text-white" />}
    </>
  );
}

function HeroSlide({ book, badge, position, total, active }: { book: BookListItem; badge: 'bestseller' | 'new'; position: number; total: number; active: boolean }) {
  const names = bookNames(book, currentLocale());
  return (
    <div
      role="group"
      aria-roledescription={t('storefront:hero.slide')}
      aria-label={t('storefront:hero.slideLabel', { position, total })}
      hidden={!active}
      data-testid="hero-slide"
      className="grid items-center gap-6 sm:grid-cols-[auto_1fr]"
    >
      <div className="relative mx-auto w-40 sm:w-48">
        <span className="absolute -top-3 -left-3 z-10 rounded-full bg-accent-600 px-3 py-1 text-xs font-bold text-white shadow">{t(`storefront:featured.badges.${badge}`)}</span>
        {/* The first cover is the page's largest paint: loaded eagerly with high priority. */}
        <BookCover src={book.image} title={names.title.primary} width={192} height={288} priority={position === 1} className="w-full rounded-lg shadow-2xl ring-1 ring-white/20" />
      </div>
      <div className="min-w-0 text-center [overflow-wrap:anywhere] sm:text-left">
        <h2 className="font-serif text-2xl font-bold text-white sm:text-3xl">
          <LangText text={names.title.primary} />
        </h2>
        <p className="mt-1 text-brand-100">
          <MessageWithText message={(slot) => t('storefront:common.byAuthor', { author: slot })} text={names.author.primary} />
        </p>
        <LangText as="p" text={book.description} className="mt-3 line-clamp-3 text-sm text-brand-50" />
        <div className="mt-3 flex justify-center sm:justify-start">
          <PriceTag price={book.price} listPrice={book.listPrice} size="lg" tone="dark" homePriceOf={book._id} />
        </div>
        <Link to={`/product-details/${book._id}`} className={buttonClasses('secondary', 'md', 'mt-4')}>
          {t('storefront:common.viewDetails')}
          <span className="sr-only">
            : <LangText text={names.title.primary} />
          </span>
        </Link>
      </div>
    </div>
  );
}

export interface HeroCarouselProps {
  /** The best-selling books (filled up with the newest): real books at their real prices. */
  books: BookListItem[];
  /** Which of them are best sellers (the others are new arrivals), for the badge. */
  bestsellerIds?: ReadonlySet<string>;
  stats?: HomeAnswer['stats'];
}

/** The hero: the shop's best sellers, arrows, dots; auto-advances every 5 s until a person uses an arrow or dot. */
export function HeroCarousel({ books, bestsellerIds = new Set(), stats }: HeroCarouselProps) {
  const { index, goTo, next, previous, autoPlaying, setPaused } = useCarousel(books.length, { stopOnManual: true });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };

  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-stone-900">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-accent-600/30 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            {t('storefront:hero.eyebrow')}
          </p>
          <h1 id="hero-heading" className="mt-4 font-serif text-4xl leading-tight font-bold text-white sm:text-5xl">
            {t('storefront:hero.title')}
          </h1>
          <HeroPromise />
          <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
            <Link to="/all-products" className={buttonClasses('danger', 'lg')}>
              {t('storefront:hero.explore')}
            </Link>
            <Link to="/all-products?sort=bestselling" className={buttonClasses('secondary', 'lg')}>
              <TrendingUp aria-hidden="true" className="h-5 w-5" />
              {t('storefront:hero.trending')}
            </Link>
          </div>
          {stats && (
            <dl className="mt-10 grid max-w-md grid-cols-3 gap-3 sm:mx-auto lg:mx-0">
              {HERO_STATS.map((key) => (
                <div key={key} className="flex flex-col rounded-xl bg-white/10 px-3 py-3 text-center ring-1 ring-white/15">
                  <dt className="text-xs text-brand-100">{t(`storefront:hero.stats.${key}`)}</dt>
                  <dd data-testid={`hero-stat-${key}`} className="order-first text-2xl font-bold text-white">
                    {formatInteger(stats[key])}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>

        {books.length > 0 && (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the carousel region takes the arrow keys and pauses while focused or hovered (WAI-ARIA APG carousel)
          <div
            role="region"
            aria-roledescription={t('storefront:hero.carousel')}
            aria-label={t('storefront:hero.carouselLabel')}
            onKeyDown={onKeyDown}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 backdrop-blur-sm sm:p-8"
          >
            {/* Announce slide changes only when a person caused them, not every 5 s. */}
            <div aria-live={autoPlaying ? 'off' : 'polite'} aria-atomic="true" className="min-h-[26rem] sm:min-h-72">
              {books.map((book, i) => (
                <HeroSlide key={book._id} book={book} badge={bestsellerIds.has(book._id) ? 'bestseller' : 'new'} position={i + 1} total={books.length} active={i === index} />
              ))}
            </div>
            {books.length > 1 && <CarouselControls count={books.length} index={index} onPrevious={previous} onNext={next} onSelect={goTo} messages="hero" tone="dark" />}
          </div>
        )}
      </div>
    </section>
  );
}
