import { BD_DISTRICTS } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { Eye, Target } from 'lucide-react';
import { Link } from '../../../lib/locale';
import { buttonClasses } from '../../../components/ui/button';
import { aboutContent } from '../../../content/about';
import { formatInteger, formatYear } from '../../../lib/format';
import { homeQuery } from '../../../lib/home-query';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

/** The shop's figures, as the home page shows them (GET /api/home), and the districts the checkout delivers to. */
const FIGURES = ['books', 'readers', 'ordersDelivered', 'districts'] as const;

export function AboutPage() {
  useDocumentTitle(t('storefront:about.documentTitle'));
  const about = aboutContent();
  const stats = useQuery(homeQuery()).data?.stats;
  const figures: Partial<Record<(typeof FIGURES)[number], number>> = { ...stats, districts: BD_DISTRICTS.length };
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{t('storefront:about.eyebrow')}</p>
          <h1 className="mt-3 font-serif text-4xl font-bold sm:text-5xl">{t('storefront:about.title')}</h1>
          <p className="mt-5 text-lg text-brand-50">{t('storefront:about.intro', { districts: BD_DISTRICTS.length })}</p>
          <Link to="/all-products" className={buttonClasses('secondary', 'lg', 'mt-8')}>
            {t('storefront:about.cta')}
          </Link>
        </div>
      </section>

      <section aria-label={t('storefront:about.statsLabel')} className="mx-auto -mt-8 max-w-5xl px-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-stone-200 md:grid-cols-4">
          {FIGURES.map((key) => (
            <div key={key} className="flex flex-col text-center">
              <dt className="text-sm text-stone-600">{t(`storefront:about.stats.${key}`)}</dt>
              <dd data-testid={`about-figure-${key}`} className="order-first text-3xl font-bold text-brand-700">
                {figures[key] === undefined ? '—' : formatInteger(figures[key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
        {(
          [
            ['mission', Target, about.mission],
            ['vision', Eye, about.vision],
          ] as const
        ).map(([key, Icon, text]) => (
          <div key={key} className="rounded-2xl bg-white p-8 ring-1 ring-stone-200">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h2 className="mt-4 text-2xl font-bold text-stone-900">{t(`storefront:about.${key}`)}</h2>
            <p className="mt-3 text-stone-700">{text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="timeline-heading" className="bg-white py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="timeline-heading" className="text-center font-serif text-3xl font-bold text-stone-900">
            {t('storefront:about.timeline')}
          </h2>
          <ol className="relative mt-10 space-y-8 border-l-2 border-brand-100 pl-8">
            {about.timeline.map((entry) => (
              <li key={entry.year} className="relative">
                <span aria-hidden="true" className="absolute top-1 -left-[41px] h-4 w-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200" />
                <p className="text-sm font-bold text-accent-600">{formatYear(entry.year)}</p>
                <h3 className="text-lg font-semibold text-stone-900">{entry.title}</h3>
                <p className="mt-1 text-stone-700">{entry.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="team-heading" className="text-center font-serif text-3xl font-bold text-stone-900">
            {t('storefront:about.team')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {about.team.map((member) => (
              <li key={member.name} className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
                <span aria-hidden="true" className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700">
                  {initials(member.name)}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-stone-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                <p className="mt-2 text-sm text-stone-700">{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
