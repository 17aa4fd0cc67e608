import { MAX_IMPORT_BYTES } from '@boipoka/shared';
import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { t } from '../../../lib/i18n';
import '../messages';

/** Why a file cannot be sent (checked again, and more, by the server), or null. */
export function importFileProblem(file: File): string | null {
  if (file.size > MAX_IMPORT_BYTES) return t('book-imports:picker.tooLarge');
  if (file.size === 0) return t('book-imports:picker.empty');
  return null;
}

/** The CSV to import: chosen with the file input or dropped on the box; "Check the file" sends it for the preview. */
export function ImportFilePicker({ busy, onCheck }: { busy: boolean; onCheck: (file: File) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    const why = importFileProblem(chosen);
    setProblem(why);
    setFile(why ? null : chosen);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) pick(event.dataTransfer.files[0]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onCheck(file);
    else setProblem(t('book-imports:picker.required'));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('book-imports:picker.label')}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="import-drop"
        className={`flex flex-col gap-3 rounded-lg border-2 border-dashed p-3 sm:flex-row sm:items-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white'}`}
      >
        <FileUp aria-hidden="true" className="hidden h-8 w-8 shrink-0 text-stone-500 sm:block" />
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-brand-700"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
            {t('book-imports:picker.hint')}
          </p>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700">
              {problem}
            </p>
          )}
          {file && (
            <p className="mt-1 min-w-0 break-all text-sm text-stone-800" data-testid="import-chosen">
              <MessageWithText message={(name) => t('book-imports:picker.chosen', { name })} text={file.name} />
            </p>
          )}
        </div>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? t('book-imports:picker.checking') : t('book-imports:picker.check')}
      </Button>
    </form>
  );
}
