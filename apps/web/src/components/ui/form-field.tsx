import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClasses = 'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 aria-[invalid=true]:border-red-500';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
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
