import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { BOOK_LANGUAGES, type CreateBookInput } from '@boipoka/shared';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import '../../../lib/admin-messages';
import { useCreateBook, useUploadCover } from '../api/admin-books-api';
import { bookChangeErrorMessage } from '../lib/admin-book-errors';
import { ApiError } from '../../../lib/api-client';
import { EMPTY_ADD_BOOK_FORM, facetFieldOf, isDetailField, otherScriptLang, validateAddBook, type AddBookFormValues } from '../lib/book-form-values';
import { CategoryPicker } from './category-picker';
import { CoverPreview } from './cover-preview';
import { CoverUpload } from './cover-upload';
import { NamedChooser } from './named-chooser';
import { SelectField, TextAreaField, TextField } from './form-controls';

/** SPEC §9: the success banner stays 5 s, then the form starts over. */
export const ADD_BOOK_SUCCESS_MS = 5000;
const DESCRIPTION_MIN = 10;

/** The shared rules of Add Book; with a cover picture chosen, the image URL may stay empty (the upload sets it). */
const resolverFor =
  (coverChosen: () => boolean): Resolver<AddBookFormValues, unknown, CreateBookInput> =>
  async (values) => {
    const result = validateAddBook(values, { coverChosen: coverChosen() });
    if (result.ok) return { values: result.data, errors: {} };
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors };
  };

export function AddBookForm() {
  const locale = useLocale();
  const createBook = useCreateBook();
  const uploadCover = useUploadCover();
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const coverChosen = useRef(false);
  coverChosen.current = coverFile !== null;
  const [resolver] = useState(() => resolverFor(() => coverChosen.current));
  const [serverError, setServerError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    control,
    formState: { errors },
  } = useForm<AddBookFormValues, unknown, CreateBookInput>({ defaultValues: EMPTY_ADD_BOOK_FORM, resolver });

  const imageUrl = watch('image');
  const title = watch('title');
  const author = watch('author');
  const descriptionLength = watch('description').length;

  // The banners are above the form and the button that sends it is at its end: the answer is scrolled into view
  // (under the sticky header), or nothing would seem to happen (issue 29). The success is also said by a live region
  // that is always there.
  const failure = useRef<HTMLDivElement>(null);
  const success = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const banner = serverError ? failure.current : succeeded ? success.current : null;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    banner?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [succeeded, serverError]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      setSucceeded(false);
      reset(EMPTY_ADD_BOOK_FORM);
      setCoverFile(null);
    }, ADD_BOOK_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded, reset]);

  const onSubmit = handleSubmit(async (book) => {
    setServerError(null);
    setSucceeded(false);
    let created;
    try {
      created = await createBook.mutateAsync(book);
    } catch (error) {
      const failed = t('admin:addBook.failed');
      setServerError(bookChangeErrorMessage(error, failed, failed));
      // The server's word on an other-script form goes under its field too.
      if (error instanceof ApiError) {
        for (const fieldError of error.errors) {
          if (fieldError.path === 'altTitle' || fieldError.path === 'altAuthor' || isDetailField(fieldError.path)) setError(fieldError.path, { type: 'server', message: fieldError.message });
          const facet = facetFieldOf(fieldError.path);
          if (facet) setError(facet, { type: 'server', message: fieldError.message });
        }
      }
      return;
    }
    // The chosen picture goes up once the book exists; the book stays added if it fails (and says why).
    if (coverFile) {
      try {
        await uploadCover.mutateAsync({ id: created._id, file: coverFile });
      } catch (error) {
        const failed = t('admin:addBook.failed');
        setServerError(t('admin:cover.uploadFailed', { message: bookChangeErrorMessage(error, failed, failed) }));
      }
    }
    setSucceeded(true);
  });

  const submitting = createBook.isPending || uploadCover.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby={serverError ? 'add-book-error' : undefined}>
      {serverError && (
        <div id="add-book-error" ref={failure} className="scroll-mt-36">
          <AlertBanner tone="error" onDismiss={() => setServerError(null)}>
            {serverError}
          </AlertBanner>
        </div>
      )}
      {/* Always there, so the success is read out when it comes (empty, it takes no room). */}
      <div role="status" ref={success} className="scroll-mt-36 empty:mb-0">
        {succeeded && (
          <AlertBanner tone="success" announced={false}>
            {t('admin:addBook.success')}
          </AlertBanner>
        )}
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('admin:fields.title')} error={errors.title?.message} placeholder={t('admin:addBook.placeholders.title')} autoComplete="off" {...register('title')} />
        <TextField label={t('admin:fields.author')} error={errors.author?.message} placeholder={t('admin:addBook.placeholders.author')} autoComplete="off" {...register('author')} />
        <TextField
          label={t('admin:fields.altTitle')}
          error={errors.altTitle?.message}
          hint={t('admin:addBook.altTitleHint')}
          placeholder={t('admin:addBook.placeholders.altTitle')}
          lang={otherScriptLang(title)}
          autoComplete="off"
          {...register('altTitle')}
        />
        <TextField
          label={t('admin:fields.altAuthor')}
          error={errors.altAuthor?.message}
          hint={t('admin:addBook.altAuthorHint')}
          placeholder={t('admin:addBook.placeholders.altAuthor')}
          lang={otherScriptLang(author)}
          autoComplete="off"
          {...register('altAuthor')}
        />
        <TextField
          label={t('admin:fields.price')}
          error={errors.price?.message}
          type="number"
          min={0.01}
          step={0.01}
          inputMode="decimal"
          placeholder={t('admin:addBook.placeholders.price')}
          {...register('price')}
        />
        <TextField
          label={t('admin:fields.quantity')}
          error={errors.quantity?.message}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          placeholder={t('admin:addBook.placeholders.quantity')}
          {...register('quantity')}
        />
        <TextField
          label={t('admin:fields.listPrice')}
          error={errors.listPrice?.message}
          hint={t('admin:bookDetails.listPriceHint')}
          type="number"
          min={0.01}
          step={0.01}
          inputMode="decimal"
          {...register('listPrice')}
        />
        <TextField label={t('admin:fields.isbn')} error={errors.isbn?.message} hint={t('admin:bookDetails.isbnHint')} autoComplete="off" inputMode="numeric" {...register('isbn')} />
        <TextField label={t('admin:fields.pages')} error={errors.pages?.message} type="number" min={1} step={1} inputMode="numeric" {...register('pages')} />
        <TextField label={t('admin:fields.yearPublished')} error={errors.yearPublished?.message} type="number" min={1000} step={1} inputMode="numeric" {...register('yearPublished')} />
        <Controller
          control={control}
          name="categoryIds"
          render={({ field, fieldState }) => <CategoryPicker value={field.value} onChange={field.onChange} locale={locale} error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="publisher"
          render={({ field, fieldState }) => <NamedChooser kind="publisher" value={field.value} onChange={field.onChange} locale={locale} error={fieldState.error?.message} />}
        />
        <div className="space-y-3">
          <Controller
            control={control}
            name="series"
            render={({ field, fieldState }) => (
              <NamedChooser kind="series" value={field.value} onChange={field.onChange} locale={locale} error={fieldState.error?.message} publisherId={watch('publisher')?.id ?? null} />
            )}
          />
          <TextField
            label={t('admin:facets.seriesNumber')}
            error={errors.seriesNumber?.message}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            disabled={watch('series') === null}
            {...register('seriesNumber')}
          />
        </div>
        <SelectField label={t('admin:fields.language')} error={errors.language?.message} {...register('language')}>
          <option value="">{t('admin:fields.languageAuto')}</option>
          {BOOK_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`admin:fields.languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <div>
          <TextField
            label={t('admin:fields.image')}
            error={errors.image?.message}
            hint={t('admin:addBook.imageHint')}
            type="url"
            inputMode="url"
            placeholder={t('admin:addBook.placeholders.image')}
            autoComplete="off"
            {...register('image')}
          />
          <CoverPreview url={imageUrl} />
        </div>
        <CoverUpload file={coverFile} onFile={setCoverFile} disabled={submitting} />
      </div>

      <TextAreaField
        label={t('admin:fields.description')}
        error={errors.description?.message}
        rows={5}
        placeholder={t('admin:addBook.placeholders.description')}
        hint={
          <span className={descriptionLength >= DESCRIPTION_MIN ? 'text-green-800' : undefined} data-testid="description-counter">
            {t('admin:addBook.counter', { count: descriptionLength, min: DESCRIPTION_MIN })}
          </span>
        }
        {...register('description')}
      />

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {uploadCover.isPending ? t('admin:cover.uploading') : submitting ? t('admin:addBook.submitting') : t('admin:addBook.submit')}
        </Button>
      </div>
    </form>
  );
}
