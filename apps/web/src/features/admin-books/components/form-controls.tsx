import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldMessages, inputClasses } from '../../../components/ui/form-field';

interface FieldChrome {
  label: string;
  error?: string;
  /** Shown under the control (a counter, a hint); stays visible with an error. */
  hint?: ReactNode;
  className?: string;
}

function Chrome({ id, label, error, hint, className, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled input whose ref reaches the element (react-hook-form's register). */
export function TextField({ label, error, hint, className, id, ...input }: FieldChrome & Omit<ComponentProps<'input'>, 'className'>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Chrome id={inputId} label={label} error={error} hint={hint} className={className}>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} className={inputClasses} {...input} />
    </Chrome>
  );
}

export function SelectField({ label, error, hint, className, id, children, ...select }: FieldChrome & Omit<ComponentProps<'select'>, 'className'>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Chrome id={selectId} label={label} error={error} hint={hint} className={className}>
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(selectId, error, hint)} className={inputClasses} {...select}>
        {children}
      </select>
    </Chrome>
  );
}

export function TextAreaField({ label, error, hint, className, id, ...textarea }: FieldChrome & Omit<ComponentProps<'textarea'>, 'className'>) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <Chrome id={areaId} label={label} error={error} hint={hint} className={className}>
      <textarea id={areaId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(areaId, error, hint)} className={`${inputClasses} min-h-28`} {...textarea} />
    </Chrome>
  );
}
