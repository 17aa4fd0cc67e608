import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldMessages as Messages, inputClasses } from '../../../components/ui/form-field';

interface Chrome {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** A labelled input; its error (the form's check or the server's) under it, bound by aria-describedby. */
export function InputField({ label, error, hint, className, id, prefix, ...input }: Chrome & { prefix?: string } & Omit<ComponentProps<'input'>, 'className' | 'prefix'>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        {prefix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone-600">
            {prefix}
          </span>
        )}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={`${inputClasses} ${prefix ? 'pl-7' : ''} disabled:bg-stone-100 disabled:text-stone-500`}
          {...input}
        />
      </div>
      <Messages id={inputId} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, className, id, ...textarea }: Chrome & Omit<ComponentProps<'textarea'>, 'className'>) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea id={areaId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(areaId, error, hint)} className={`${inputClasses} min-h-24`} {...textarea} />
      <Messages id={areaId} error={error} hint={hint} />
    </div>
  );
}

/** A checkbox or radio with its label beside it. */
export function ChoiceField({ label, hint, error, className, id, ...input }: Chrome & Omit<ComponentProps<'input'>, 'className'>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, error, hint)} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" {...input} />
        <label htmlFor={inputId} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      <div className="pl-6">
        <Messages id={inputId} error={error} hint={hint} />
      </div>
    </div>
  );
}
