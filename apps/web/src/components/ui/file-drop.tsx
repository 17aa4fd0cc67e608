import { useState, type DragEvent, type ReactNode } from 'react';

interface FileDropProps {
  /** The input's id (its label is the caller's). */
  id: string;
  accept: string;
  disabled?: boolean;
  /** Said under the input; `problem` (when there is one) as an alert under it. */
  hint: string;
  problem: string | null;
  /** A decorative icon shown on wider screens. */
  icon: ReactNode;
  /** A file chosen with the input or dropped on the box. */
  onFile: (file: File) => void;
  testId?: string;
  /** Under the hint: the chosen file. */
  children?: ReactNode;
  /** Beside the input: a preview. */
  aside?: ReactNode;
}

/** A file input inside a box files may be dropped on (the admin's cover and CSV uploads). */
export function FileDrop({ id, accept, disabled = false, hint, problem, icon, onFile, testId, children, aside }: FileDropProps) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testId}
      className={`mt-1 flex flex-col gap-3 rounded-lg border-2 border-dashed p-3 sm:flex-row sm:items-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white'}`}
    >
      <span aria-hidden="true" className="hidden shrink-0 text-stone-500 sm:block">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
          className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-brand-700"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        )}
        {children}
      </div>
      {aside}
    </div>
  );
}
