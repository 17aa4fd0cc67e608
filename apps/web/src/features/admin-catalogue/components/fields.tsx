import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldMessages, inputClasses } from '../../../components/ui/form-field';

interface Chrome {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** A labelled input with its error (the server's, by field) and hint under it. */
export function InputField({ label, error, hint, className, ...input }: Chrome & Omit<ComponentProps<'input'>, 'className' | 'id'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={inputClasses} {...input} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ label, error, hint, className, children, ...select }: Chrome & Omit<ComponentProps<'select'>, 'className' | 'id'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={inputClasses} {...select}>
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
