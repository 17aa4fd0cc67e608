import { Link } from '../lib/locale';
import { buttonClasses } from '../components/ui/button';
import { formatDigits } from '../lib/format';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(t('common:notFound.title'));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">{formatDigits('404')}</p>
      <h1 className="mt-4 text-3xl font-bold">{t('common:notFound.title')}</h1>
      <p className="mt-3 text-stone-700">{t('common:notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('common:notFound.home')}
      </Link>
    </section>
  );
}
