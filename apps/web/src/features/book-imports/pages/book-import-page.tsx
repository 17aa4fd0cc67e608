import type { BookImport } from '@boipoka/shared';
import { ArrowLeft, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';
import { downloadImportTemplate, useBookImport, useLatestImports, useStartImport, useUploadImport } from '../api/book-imports-api';
import { ColumnGuide } from '../components/column-guide';
import { ImportFilePicker } from '../components/import-file-picker';
import { ImportCounts, ImportIssues, ImportProgress } from '../components/import-report';
import { type CategoryChoices, chosenCategories, defaultChoices, MissingCategories } from '../components/missing-categories';

/** A refused file: the server's message and, when it names them, the cells or columns at fault. */
function UploadProblem({ error }: { error: unknown }) {
  const details = error instanceof ApiError ? error.errors.map((issue) => issue.message).filter((message) => message !== error.serverMessage) : [];
  return (
    <AlertBanner tone="error">
      <p>{errorMessage(error, t('book-imports:upload.failed'))}</p>
      {details.length > 0 && (
        <ul className="mt-1 list-disc ps-5" data-testid="import-refusal-details">
          {details.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </AlertBanner>
  );
}

/** What the page says of an import: checked and waiting, running, done or stopped. */
function ImportState({ job, onStart, starting, onAnother }: { job: BookImport; onStart: (choices: CategoryChoices) => void; starting: boolean; onAnother: () => void }) {
  // Rows that would leave their book as it is need no import.
  const changes = job.toCreate + job.toUpdate;
  // Which missing categories to create, and where (issue 34).
  const [choices, setChoices] = useState<CategoryChoices>(() => defaultChoices(job));
  const another = (
    <Button variant="secondary" onClick={onAnother}>
      {t('book-imports:actions.another')}
    </Button>
  );
  return (
    <div className="space-y-5" aria-live="polite">
      <p className="text-sm text-stone-700">
        <MessageWithText message={(name) => t('book-imports:state.file', { name, when: formatDateTime(job.createdAt) })} text={job.fileName} />
      </p>
      <ImportCounts job={job} />
      {job.status === 'previewed' && (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            {changes > 0 ? t('book-imports:state.ready', { changes: formatInteger(changes) }) : job.valid > 0 ? t('book-imports:state.noChange') : t('book-imports:state.nothing')}
          </p>
          <MissingCategories job={job} choices={choices} onChange={setChoices} />
          <div className="flex flex-wrap gap-2">
            {changes > 0 && (
              <Button onClick={() => onStart(choices)} disabled={starting}>
                {t('book-imports:actions.start', { changes: formatInteger(changes) })}
              </Button>
            )}
            {another}
          </div>
        </div>
      )}
      {job.status === 'importing' && <ImportProgress job={job} />}
      {job.status === 'done' && (
        <div className="space-y-3">
          <AlertBanner tone="success">
            {t('book-imports:state.done', { created: formatInteger(job.toCreate), updated: formatInteger(job.toUpdate), unchanged: formatInteger(job.unchanged) })}
          </AlertBanner>
          <div className="flex flex-wrap gap-2">
            <Link to="/dashboard/book-list" className={buttonClasses('primary', 'md')}>
              {t('book-imports:actions.toBooks')}
            </Link>
            {another}
          </div>
        </div>
      )}
      {job.status === 'failed' && (
        <div className="space-y-3">
          <AlertBanner tone="error">{job.error ?? t('book-imports:state.failed')}</AlertBanner>
          {another}
        </div>
      )}
      <ImportIssues job={job} />
    </div>
  );
}

/**
 * Import Books (decision 026): a CSV checked into a preview (each bad row with its line, column and problem), then the
 * valid rows imported by the server as a job. The import's id is in the address, so a reload or a return shows it again;
 * without one the page shows a running import if there is one.
 */
export function BookImportPage() {
  useDocumentTitle(t('book-imports:pageTitle'));
  const [params, setParams] = useSearchParams();
  const id = params.get('import');
  const [fresh, setFresh] = useState(false);
  const upload = useUploadImport();
  const start = useStartImport();
  const job = useBookImport(id);
  const latest = useLatestImports(id === null && !fresh);

  // Back on the page while an import runs: show it.
  const running = latest.data?.imports.find((item) => item.status === 'importing');
  useEffect(() => {
    if (id === null && running) setParams({ import: running.id }, { replace: true });
  }, [id, running, setParams]);

  const check = (file: File) => {
    upload.mutate(file, { onSuccess: (preview) => setParams({ import: preview.id }) });
  };
  const begin = (choices: CategoryChoices) => {
    if (!id) return;
    start.mutate({ id, createCategories: chosenCategories(choices) }, { onError: (error) => notify.error(errorMessage(error, t('book-imports:start.failed'))) });
  };
  const another = () => {
    upload.reset();
    setFresh(true);
    setParams({});
  };
  const downloadTemplate = async () => {
    try {
      await downloadImportTemplate();
    } catch {
      notify.error(t('book-imports:template.failed'));
    }
  };

  return (
    <section aria-labelledby="book-import-heading" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="book-import-heading" className="text-2xl font-bold text-stone-900">
            {t('book-imports:heading')}
          </h1>
          <p className="mt-1 text-sm text-stone-600">{t('book-imports:intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void downloadTemplate()}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('book-imports:template.action')}
          </Button>
          <Link to="/dashboard/book-list" className={buttonClasses('secondary', 'md')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('book-imports:actions.toBooks')}
          </Link>
        </div>
      </div>

      {id === null ? (
        <div className="space-y-4">
          <ImportFilePicker busy={upload.isPending} onCheck={check} />
          {upload.isError && <UploadProblem error={upload.error} />}
          <ColumnGuide />
        </div>
      ) : job.data ? (
        <ImportState job={job.data} onStart={begin} starting={start.isPending} onAnother={another} />
      ) : job.isError ? (
        <div className="space-y-3">
          <AlertBanner tone="error">{errorMessage(job.error, t('book-imports:state.loadFailed'))}</AlertBanner>
          <Button variant="secondary" onClick={another}>
            {t('book-imports:actions.another')}
          </Button>
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
