import { COVER_MIME_TYPES, MAX_COVER_BYTES } from '@boipoka/shared';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FileDrop } from '../../../components/ui/file-drop';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

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

  const pick = (chosen: File) => {
    const why = coverFileProblem(chosen);
    setProblem(why);
    onFile(why ? null : chosen);
  };

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('admin:cover.label')}
      </label>
      <FileDrop
        id={id}
        accept={COVER_MIME_TYPES.join(',')}
        disabled={disabled}
        hint={t('admin:cover.hint')}
        problem={problem}
        icon={<ImageUp className="h-8 w-8" />}
        onFile={pick}
        testId="cover-drop"
        aside={preview && <img src={preview} alt={t('admin:cover.previewAlt')} width={80} height={120} className="aspect-[2/3] w-20 shrink-0 rounded-md border border-stone-200 object-cover" />}
      >
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
      </FileDrop>
    </div>
  );
}
