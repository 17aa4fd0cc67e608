import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../lib/admin-messages';
import { AddBookForm } from '../components/add-book-form';

export function AddBookPage() {
  useDocumentTitle(t('admin:addBook.pageTitle'));
  return (
    <section aria-labelledby="add-book-heading" className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <h1 id="add-book-heading" className="text-2xl font-bold text-stone-900">
        {t('admin:addBook.heading')}
      </h1>
      <p className="mt-1 text-sm text-stone-600">{t('admin:addBook.intro')}</p>
      <div className="mt-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <AddBookForm />
      </div>
    </section>
  );
}
