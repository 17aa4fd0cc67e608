import { COVER_MIME_TYPES, MAX_COVER_BYTES } from '@boipoka/shared';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { t } from '../../../lib/i18n';
import '../../admin-messages';


/** Why a file cannot be a cover (what POST /api/books/:id/cover takes, checked before sending), or null. The server decodes it again: a renamed file that is no picture is refused there. */
export function coverFileProblem(file: File): string | null {
  if (!(COVER_MIME_TYPES as readonly string[]).includes(file.type)) return t('admin:cover.wrongType');
  if (file.size > MAX_COVER_BYTES) return t('admin:cover.tooLarge');
  return null;
}

interface CoverUploadProps {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * A cover picture for Add Book and Edit Book: chosen with the file input or dropped on the box, checked (type, 5 MB),
 * previewed, and uploaded by the form once the book is saved.
 */
export function CoverUpload({ file, onFile, disabled = false }: CoverUploadProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    const why = coverFileProblem(chosen);
    setProblem(why);
    onFile(why ? null : chosen);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files[0]);
  };

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('admin:cover.label')}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="cover-drop"
        className={`mt-1 flex flex-col gap-3 rounded-lg border-2 border-dashed p-3 sm:flex-row sm:items-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white'}`}
      >
        <ImageUp aria-hidden="true" className="hidden h-8 w-8 shrink-0 text-stone-500 sm:block" />
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="file"
            accept={COVER_MIME_TYPES.join(',')}
            disabled={disabled}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-brand-700"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
            {t('admin:cover.hint')}
          </p>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700">
              {problem}
            </p>
          )}
          {file && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-800">
              <span className="min-w-0 break-all">
                <MessageWithText message={(name) => t('admin:cover.chosen', { name })} text={file.name} />
              </span>
              <button
                type="button"
                onClick={() => onFile(null)}
                disabled={disabled}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50"
              >
                <X aria-hidden="true" className="h-3 w-3" />
                {t('admin:cover.clear')}
              </button>
            </p>
          )}
        </div>
        {preview && (
          <img src={preview} alt={t('admin:cover.previewAlt')} width={80} height={120} className="aspect-[2/3] w-20 shrink-0 rounded-md border border-stone-200 object-cover" />
        )}
      </div>
    </div>
  );
}
