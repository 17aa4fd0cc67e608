import { useEffect, useState, type FormEvent } from 'react';
import { BOOK_LANGUAGES, deriveBookLanguage, type Book, type BookLanguage, type UpdateBookInput } from '@boipoka/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import '../../../lib/admin-messages';
import { useBookDetail, useUpdateBook, useUploadCover } from '../api/admin-books-api';
import { CoverUpload } from './cover-upload';
import { bookChangeErrorMessage } from '../lib/admin-book-errors';
import { ApiError } from '../../../lib/api-client';
import {
  detailMessage,
  facetFieldOf,
  facetMessage,
  isDetailField,
  optionalNumber,
  otherScriptError,
  otherScriptLang,
  parseEditPrice,
  parseEditQuantity,
  seriesNumberError,
  type DetailField,
  type FacetField,
  type NamedRef,
  type OtherScriptField,
} from '../lib/book-form-values';
import { CategoryPicker } from './category-picker';
import { NamedChooser } from './named-chooser';
import { SelectField, TextAreaField, TextField } from './form-controls';

interface EditDraft {
  title: string;
  author: string;
  altTitle: string;
  altAuthor: string;
  price: string;
  language: BookLanguage;
  quantity: string;
  image: string;
  description: string;
  listPrice: string;
  isbn: string;
  pages: string;
  yearPublished: string;
}

/** A book's categories (the first its main one), publisher and series with its number, as GET /api/books/:id answers them. */
export interface FacetDraft {
  categoryIds: string[];
  publisher: NamedRef | null;
  series: NamedRef | null;
  seriesNumber: string;
}

const refOf = (entity: NamedRef | null | undefined): NamedRef | null => (entity ? { id: entity.id, nameEn: entity.nameEn, nameBn: entity.nameBn } : null);

function facetsOf(book: Book): FacetDraft {
  return {
    categoryIds: (book.categories ?? []).map((category) => category.id),
    publisher: refOf(book.publisherRef),
    series: refOf(book.series),
    seriesNumber: text(book.series?.number),
  };
}

/** Only the facets the admin changed: an unchanged list, publisher or series is not sent again. */
export function facetChanges(before: FacetDraft, after: FacetDraft): UpdateBookInput {
  const changes: UpdateBookInput = {};
  if (after.categoryIds.join() !== before.categoryIds.join()) changes.categoryIds = after.categoryIds;
  if ((after.publisher?.id ?? null) !== (before.publisher?.id ?? null)) changes.publisherId = after.publisher?.id ?? null;
  if ((after.series?.id ?? null) !== (before.series?.id ?? null)) changes.seriesId = after.series?.id ?? null;
  // A series removed takes its number with it (the server clears it).
  if (after.series && (after.seriesNumber.trim() !== before.seriesNumber.trim() || changes.seriesId !== undefined)) changes.seriesNumber = optionalNumber(after.seriesNumber);
  return changes;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function draftOf(book: Book): EditDraft {
  return {
    title: book.title,
    author: book.author,
    altTitle: book.altTitle ?? '',
    altAuthor: book.altAuthor ?? '',
    price: String(book.price),
    // A book kept from before languages existed (a stale list) shows what the server derived for it.
    language: book.language ?? deriveBookLanguage(book),
    quantity: String(book.quantity),
    image: book.image ?? '',
    description: book.description ?? '',
    listPrice: text(book.listPrice),
    isbn: book.isbn ?? '',
    pages: text(book.pages),
    yearPublished: text(book.yearPublished),
  };
}

/** The edited book as PATCH sends it (SPEC §5: price as decimal else 0, quantity as integer else 0). */
export function editedBook(draft: EditDraft, descriptionKnown: boolean): UpdateBookInput {
  const changes: UpdateBookInput = {
    title: draft.title,
    author: draft.author,
    altTitle: draft.altTitle.trim(),
    altAuthor: draft.altAuthor.trim(),
    price: parseEditPrice(draft.price),
    quantity: parseEditQuantity(draft.quantity),
    image: draft.image.trim(),
    // '' clears a detail (null: not on sale, not known).
    listPrice: optionalNumber(draft.listPrice),
    isbn: draft.isbn.trim(),
    pages: optionalNumber(draft.pages),
    yearPublished: optionalNumber(draft.yearPublished),
  };
  changes.language = draft.language;
  // Lists leave the description out; never overwrite it with an empty one we never read.
  if (descriptionKnown) changes.description = draft.description;
  return changes;
}

/** 'Edit Book' modal: opens with a copy of the row, then fills in the description from GET /books/:id. */
export function EditBookDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(book));
  const [descriptionTouched, setDescriptionTouched] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<OtherScriptField | DetailField | FacetField, string>>>({});
  const locale = useLocale();
  const detail = useBookDetail(book._id);
  // The facets come with the whole book (lists leave them out): chosen from there, and sent only when changed.
  const [facetsBefore, setFacetsBefore] = useState<FacetDraft | null>(null);
  const [facets, setFacets] = useState<FacetDraft | null>(null);
  const updateBook = useUpdateBook();
  const uploadCover = useUploadCover();
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const fullBook = detail.data;

  useEffect(() => {
    if (fullBook?.description !== undefined && !descriptionTouched) {
      setDraft((current) => ({ ...current, description: fullBook.description ?? '' }));
    }
  }, [fullBook, descriptionTouched]);

  if (fullBook?.categories !== undefined && facetsBefore === null) {
    const read = facetsOf(fullBook);
    setFacetsBefore(read);
    setFacets(read);
  }
  const changeFacet = <K extends keyof FacetDraft>(field: K, value: FacetDraft[K]) => {
    setFacets((current) => (current ? { ...current, [field]: value } : current));
    setFieldErrors((current) => ({ ...current, [field === 'series' ? 'seriesNumber' : field]: undefined, [field]: undefined }));
  };

  const descriptionKnown = descriptionTouched || fullBook?.description !== undefined || book.description !== undefined;
  const saving = updateBook.isPending || uploadCover.isPending;
  const change = (field: keyof EditDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // An edit of either half of a pair may settle its error.
    const settles: OtherScriptField | undefined = field === 'title' || field === 'altTitle' ? 'altTitle' : field === 'author' || field === 'altAuthor' ? 'altAuthor' : undefined;
    if (settles) setFieldErrors((current) => ({ ...current, [settles]: undefined }));
    if (isDetailField(field)) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The one rule the edit form checks before sending (the shared one the server applies): the other-script forms.
    const checked = { altTitle: otherScriptError('altTitle', draft.title, draft.altTitle), altAuthor: otherScriptError('altAuthor', draft.author, draft.altAuthor) };
    const facetErrors = facets
      ? { categoryIds: facets.categoryIds.length === 0 ? t('admin:addBook.errors.category.invalid_value') : undefined, seriesNumber: seriesNumberError(facets.series, facets.seriesNumber) }
      : {};
    if (checked.altTitle || checked.altAuthor || facetErrors.categoryIds || facetErrors.seriesNumber) {
      setFieldErrors({ ...checked, ...facetErrors });
      return;
    }
    try {
      const changes = { ...editedBook(draft, descriptionKnown), ...(facets && facetsBefore ? facetChanges(facetsBefore, facets) : {}) };
      // A book held from before the other-script forms existed does not clear forms it never read.
      if (book.altTitle === undefined && changes.altTitle === '') delete changes.altTitle;
      if (book.altAuthor === undefined && changes.altAuthor === '') delete changes.altAuthor;
      await updateBook.mutateAsync({ id: book._id, changes });
    } catch (error) {
      notify.error(bookChangeErrorMessage(error, t('admin:books.updateFailed'), t('admin:books.updateError')));
      if (error instanceof ApiError) {
        const other = Object.fromEntries(error.errors.filter((e) => e.path === 'altTitle' || e.path === 'altAuthor' || isDetailField(e.path)).map((e) => [e.path, detailMessage(e.message)]));
        for (const fieldError of error.errors) {
          const facet = facetFieldOf(fieldError.path);
          if (facet) other[facet] ??= facetMessage(facet, fieldError.message);
        }
        setFieldErrors(other);
      }
      return;
    }
    // The chosen picture replaces the cover once the fields are saved (the server deletes the old one's files).
    if (coverFile) {
      try {
        await uploadCover.mutateAsync({ id: book._id, file: coverFile });
      } catch (error) {
        const failed = t('admin:books.updateFailed');
        notify.error(t('admin:cover.uploadFailed', { message: bookChangeErrorMessage(error, failed, t('admin:books.updateError')) }));
        return;
      }
    }
    notify.success(t('admin:books.updated'));
    onClose();
  };

  return (
    <Dialog open title={t('admin:books.editTitle')} onClose={() => !saving && onClose()} className="max-w-2xl" closeOnBackdrop={!saving}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin:fields.title')} value={draft.title} onChange={(e) => change('title')(e.target.value)} className="sm:col-span-2" />
          <TextField
            label={t('admin:fields.altTitle')}
            value={draft.altTitle}
            error={fieldErrors.altTitle}
            lang={otherScriptLang(draft.title)}
            autoComplete="off"
            onChange={(e) => change('altTitle')(e.target.value)}
            className="sm:col-span-2"
          />
          <TextField label={t('admin:fields.author')} value={draft.author} onChange={(e) => change('author')(e.target.value)} />
          <TextField
            label={t('admin:fields.altAuthor')}
            value={draft.altAuthor}
            error={fieldErrors.altAuthor}
            lang={otherScriptLang(draft.author)}
            autoComplete="off"
            onChange={(e) => change('altAuthor')(e.target.value)}
          />
          <TextField label={t('admin:fields.price')} type="number" step={0.01} min={0} inputMode="decimal" value={draft.price} onChange={(e) => change('price')(e.target.value)} />
          <TextField
            label={t('admin:fields.listPrice')}
            hint={t('admin:bookDetails.listPriceHint')}
            type="number"
            step={0.01}
            min={0}
            inputMode="decimal"
            value={draft.listPrice}
            error={fieldErrors.listPrice}
            onChange={(e) => change('listPrice')(e.target.value)}
          />
          <SelectField label={t('admin:fields.language')} value={draft.language} onChange={(e) => change('language')(e.target.value)}>
            {BOOK_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`admin:fields.languages.${language}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('admin:fields.quantity')} type="number" step={1} min={0} inputMode="numeric" value={draft.quantity} onChange={(e) => change('quantity')(e.target.value)} />
          <TextField label={t('admin:fields.isbn')} value={draft.isbn} error={fieldErrors.isbn} autoComplete="off" inputMode="numeric" onChange={(e) => change('isbn')(e.target.value)} />
          <TextField
            label={t('admin:fields.pages')}
            type="number"
            step={1}
            min={1}
            inputMode="numeric"
            value={draft.pages}
            error={fieldErrors.pages}
            onChange={(e) => change('pages')(e.target.value)}
          />
          <TextField
            label={t('admin:fields.yearPublished')}
            type="number"
            step={1}
            min={1000}
            inputMode="numeric"
            value={draft.yearPublished}
            error={fieldErrors.yearPublished}
            onChange={(e) => change('yearPublished')(e.target.value)}
          />
          {facets ? (
            <>
              <div className="sm:col-span-2">
                <CategoryPicker value={facets.categoryIds} onChange={(ids) => changeFacet('categoryIds', ids)} locale={locale} error={fieldErrors.categoryIds} />
              </div>
              <NamedChooser kind="publisher" value={facets.publisher} onChange={(publisher) => changeFacet('publisher', publisher)} locale={locale} error={fieldErrors.publisher} />
              <div className="space-y-3">
                <NamedChooser
                  kind="series"
                  value={facets.series}
                  onChange={(series) => changeFacet('series', series)}
                  locale={locale}
                  error={fieldErrors.series}
                  publisherId={facets.publisher?.id ?? null}
                />
                <TextField
                  label={t('admin:facets.seriesNumber')}
                  type="number"
                  step={1}
                  min={1}
                  inputMode="numeric"
                  value={facets.seriesNumber}
                  disabled={facets.series === null}
                  error={fieldErrors.seriesNumber}
                  onChange={(e) => changeFacet('seriesNumber', e.target.value)}
                />
              </div>
            </>
          ) : (
            <p className="text-sm text-stone-600 sm:col-span-2" data-testid="facets-loading">
              {detail.isError ? t('admin:facets.loadFailed') : t('admin:facets.loading')}
            </p>
          )}
          <TextField label={t('admin:fields.image')} type="url" inputMode="url" value={draft.image} onChange={(e) => change('image')(e.target.value)} className="sm:col-span-2" />
          <CoverUpload file={coverFile} onFile={setCoverFile} disabled={saving} />
        </div>
        <TextAreaField
          label={t('admin:fields.description')}
          rows={4}
          value={draft.description}
          hint={detail.isFetching && !descriptionTouched ? t('admin:books.loadingDescription') : undefined}
          onChange={(e) => {
            setDescriptionTouched(true);
            change('description')(e.target.value);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {uploadCover.isPending ? t('admin:cover.uploading') : saving ? t('admin:books.updating') : t('admin:books.saveChanges')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
