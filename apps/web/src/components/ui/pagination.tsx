import { formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** How many page numbers to show around the current page. */
  siblings?: number;
}

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageWindow(page: number, totalPages: number, siblings = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(totalPages - 1, page + siblings);
  pages.push(1);
  if (start > 2) pages.push(null);
  for (let p = start; p <= end; p++) pages.push(p);
  if (end < totalPages - 1) pages.push(null);
  if (totalPages > 1) pages.push(totalPages);
  return pages;
}

/** Previous / page numbers / Next. */
export function Pagination({ page, totalPages, onPageChange, siblings = 1 }: PaginationProps) {
  if (totalPages <= 1) return null;
  const base = 'min-w-10 rounded-lg border px-3 py-2 text-sm font-medium';
  return (
    <nav aria-label={t('common:pagination.label')} className="flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={`${base} border-stone-300 bg-white hover:bg-stone-50 disabled:opacity-50`} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('common:actions.previous')}
      </button>
      {pageWindow(page, totalPages, siblings).map((p, index) =>
        p === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
            …
          </span>
        ) : (
          <button
            type="button"
            key={p}
            aria-label={t('common:pagination.page', { page: formatInteger(p) })}
            aria-current={p === page ? 'page' : undefined}
            className={`${base} ${p === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white hover:bg-stone-50'}`}
            onClick={() => onPageChange(p)}
          >
            {formatInteger(p)}
          </button>
        ),
      )}
      <button type="button" className={`${base} border-stone-300 bg-white hover:bg-stone-50 disabled:opacity-50`} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('common:actions.next')}
      </button>
    </nav>
  );
}
