import { useSearchParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequestBookForm } from '../components/request-book-form';
import '../messages';

/** /request-a-book (and /bn/request-a-book): a reader asks for a book the shop does not have; `?title=` fills in its title. */
export function RequestBookPage() {
  useDocumentTitle(t('book-requests:page.documentTitle'));
  const [params] = useSearchParams();
  const title = (params.get('title') ?? '').slice(0, 200);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{t('book-requests:page.heading')}</h1>
        <p className="mt-2 text-stone-700">{t('book-requests:page.intro')}</p>
      </div>
      {/* Another ?title= starts the form again with it. */}
      <RequestBookForm key={title} initialTitle={title} />
    </div>
  );
}
