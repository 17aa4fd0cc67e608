import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldMessages } from './form-field';

/** A fieldset of choices with its legend, and its error and hint under it. */
export function ChoiceGroup({ legend, hint, error, children }: { legend: string; hint?: string; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(id, error, hint)}>
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}

/** A checkbox or radio with its label beside it. */
export function Choice({ label, error, ...input }: { label: string; error?: string } & Omit<ComponentProps<'input'>, 'className'>) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" {...input} />
        <label htmlFor={id} className="text-sm text-stone-800">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
