import { MAX_IMPORT_BYTES } from '@boipoka/shared';
import { FileUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FileDrop } from '../../../components/ui/file-drop';
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

  const pick = (chosen: File) => {
    const why = importFileProblem(chosen);
    setProblem(why);
    setFile(why ? null : chosen);
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
      <FileDrop id={id} accept=".csv,text/csv" disabled={busy} hint={t('book-imports:picker.hint')} problem={problem} icon={<FileUp className="h-8 w-8" />} onFile={pick} testId="import-drop">
        {file && (
          <p className="mt-1 min-w-0 break-all text-sm text-stone-800" data-testid="import-chosen">
            <MessageWithText message={(name) => t('book-imports:picker.chosen', { name })} text={file.name} />
          </p>
        )}
      </FileDrop>
      <Button type="submit" disabled={busy}>
        {busy ? t('book-imports:picker.checking') : t('book-imports:picker.check')}
      </Button>
    </form>
  );
}
