import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClasses } from './input-classes';

export { inputClasses };

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** A node when it names stored text marked with its own language ('Tracking number of BP-000042'). */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error message announced and bound by aria-describedby. */
export function FormField({ label, error, hint, id, className = '', ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className={inputClasses} {...input} />
      {hint && !error && <div className="mt-1 text-xs text-stone-600">{hint}</div>}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a control's aria-describedby names: its error and its hint, each when shown (FieldMessages renders them). */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A control's error and hint under it, with the ids describedBy names; the hint stays visible with an error. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </div>
      )}
    </>
  );
}
