import { useEffect, useRef, useState } from 'react';
import { Link, useLocale } from '../../../lib/locale';
import { Download, Plus, Upload } from 'lucide-react';
import type { Book } from '@boipoka/shared';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../lib/admin-messages';
import { BooksShapeError, downloadBooksCsv, useAdminBooks } from '../api/admin-books-api';
import { BooksTable } from '../components/books-table';
import { BulkActions, type BulkTarget } from '../components/bulk-actions';
import { DeleteBookDialog } from '../components/delete-book-dialog';
import { EditBookDialog } from '../components/edit-book-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CollectionToggles } from '../components/collection-toggles';
import { SaleSettings } from '../components/sale-settings';
import { isSpecCategory, nameIn, useCategories } from '../../catalogue';
import { INITIAL_BOOK_SORT, nextSort, type BookSortColumn, type BookSortState } from '../lib/book-sort';

const SEARCH_DEBOUNCE_MS = 300;

function loadErrorMessage(error: unknown): string {
  return error instanceof BooksShapeError ? t('admin:books.loadFailed') : t('admin:books.fetchError');
}

export function BookManagementPage() {
  useDocumentTitle(t('admin:books.pageTitle'));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<BookSortState>(INITIAL_BOOK_SORT);
  // The page belongs to one search + sort: a new search or sort starts again at page 1 (SPEC §4).
  const filterKey = `${q}|${sort.column}|${sort.order}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });

  const [editing, setEditing] = useState<Book | null>(null);
  const [deleting, setDeleting] = useState<Book | null>(null);
  const [downloading, setDownloading] = useState(false);
  // Ticked books, or every book the search finds (kept per search: a new search starts with nothing chosen).
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string>; allMatching: boolean }>({ key: '', ids: new Set(), allMatching: false });
  // The export is the list on screen: the whole catalogue, or the books the search box finds.
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBooksCsv(search);
    } catch {
      notify.error(t('admin:books.export.failed'));
    } finally {
      setDownloading(false);
    }
  };

  const books = useAdminBooks({ q, sort, page });
  const totalPages = books.data?.meta.totalPages ?? 1;

  // 'Books loaded successfully!' once per visit, not on every page or sort change.
  const announced = useRef(false);
  useEffect(() => {
    if (books.isSuccess && !announced.current) {
      announced.current = true;
      notify.success(t('admin:books.loaded'));
    }
  }, [books.isSuccess]);

  useEffect(() => {
    if (books.isError) notify.error(loadErrorMessage(books.error));
  }, [books.isError, books.error, books.errorUpdatedAt]);

  // After deleting the last book of the last page, step back to the page that still exists.
  useEffect(() => {
    if (books.data && !books.isPlaceholderData && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  });

  const rows = books.data?.books ?? [];
  const locale = useLocale();
  const categories = useCategories();
  // SPEC's five by the common catalogue; another category by its name in the tree (its slug until the tree has come).
  const categoryName = (category: string) => {
    if (isSpecCategory(category)) return t(`common:categories.${category}`);
    const found = categories.data?.find((candidate) => candidate.slug === category);
    return found ? nameIn(found, locale) : category;
  };
  const searchKey = search.trim();
  const chosen = selection.key === searchKey ? selection : { key: searchKey, ids: new Set<string>(), allMatching: false };
  const total = books.data?.meta.total ?? 0;
  const clearSelection = () => setSelection({ key: searchKey, ids: new Set(), allMatching: false });
  const toggle = (id: string) => {
    const ids = new Set(chosen.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    setSelection({ key: searchKey, ids, allMatching: false });
  };
  const togglePage = (ticked: boolean) => {
    const ids = new Set(chosen.ids);
    for (const book of rows) {
      if (ticked) ids.add(book._id);
      else ids.delete(book._id);
    }
    setSelection({ key: searchKey, ids, allMatching: false });
  };
  const pageTicked = rows.length > 0 && rows.every((book) => chosen.ids.has(book._id));
  const bulkTarget: BulkTarget | null = chosen.allMatching && searchKey ? { kind: 'search', q: searchKey, total } : chosen.ids.size > 0 ? { kind: 'ids', ids: [...chosen.ids] } : null;
  return (
    <section aria-labelledby="book-management-heading" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="book-management-heading" className="text-2xl font-bold text-stone-900">
            {t('admin:books.heading')}
          </h1>
          <p className="mt-1 text-sm text-stone-600">{t('admin:books.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void download()} disabled={downloading} aria-label={search.trim() ? t('admin:books.export.labelSearch') : t('admin:books.export.labelAll')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('admin:books.export.action')}
          </Button>
          <Link to="/dashboard/book-import" className={buttonClasses('secondary', 'md')}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {t('admin:books.import')}
          </Link>
          <Link to="/dashboard/book-form" className={buttonClasses('primary', 'md')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('admin:books.addBook')}
          </Link>
        </div>
      </div>

      <div className="mt-6">
        <SaleSettings />
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          id="book-search"
          size="sm"
          className="w-full sm:max-w-md"
          value={search}
          onChange={setSearch}
          label={t('admin:books.searchLabel')}
          placeholder={t('admin:books.searchPlaceholder')}
        />
        {books.data && (
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('admin:books.total', { count: books.data.meta.total, formatted: formatInteger(books.data.meta.total) })}
          </p>
        )}
      </div>

      {bulkTarget && (
        <BulkActions
          target={bulkTarget}
          onDone={clearSelection}
          matchingTotal={!chosen.allMatching && searchKey && pageTicked && total > rows.length ? total : undefined}
          onSelectAllMatching={() => setSelection({ key: searchKey, ids: chosen.ids, allMatching: true })}
        />
      )}

      <div className="mt-4" aria-busy={books.isFetching}>
        {books.isPending ? (
          <Spinner />
        ) : books.isError && !books.data ? (
          <AlertBanner tone="error">{loadErrorMessage(books.error)}</AlertBanner>
        ) : rows.length === 0 ? (
          <p className="rounded-xl border border-stone-200 bg-white px-4 py-10 text-center text-stone-600">{t('admin:books.empty')}</p>
        ) : (
          <div className={books.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <BooksTable
              books={rows}
              sort={sort}
              onSort={(column: BookSortColumn) => setSort((current) => nextSort(current, column))}
              onEdit={setEditing}
              onDelete={setDeleting}
              extraActions={(book, title) => <CollectionToggles bookId={book._id} title={title} />}
              categoryName={categoryName}
              selection={{ selected: chosen.allMatching ? new Set(rows.map((book) => book._id)) : chosen.ids, onToggle: toggle, onTogglePage: togglePage }}
            />
          </div>
        )}
      </div>

      <div className="mt-6">
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
      </div>

      {editing && <EditBookDialog key={editing._id} book={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteBookDialog key={deleting._id} book={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
