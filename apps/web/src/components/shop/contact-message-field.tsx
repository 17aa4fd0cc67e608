import type { ChangeEvent } from 'react';
import { CONTACT_MESSAGE_SOFT_LIMIT, type ContactField, type validateContactMessage } from '../../lib/contact-message';
import { t } from '../../lib/i18n';
import { inputClasses } from '../ui/form-field';

type ContactErrorKey = NonNullable<ReturnType<typeof validateContactMessage>[ContactField]>;

export interface ContactMessageFieldProps {
  /** Keeps the ids of the home section and of the Contact page apart. */
  idPrefix: string;
  name: ContactField | 'phone';
  type: 'text' | 'email' | 'tel' | 'textarea';
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: ContactErrorKey;
  autoComplete?: string;
  rows?: number;
}

/**
 * One field of a contact message, as both contact forms (home section and Contact page) show it: label, input or
 * textarea, the message's 'n/500 characters' counter and the field's error, all bound by aria-describedby.
 */
export function ContactMessageField({ idPrefix, name, type, value, onChange, error, autoComplete, rows = 5 }: ContactMessageFieldProps) {
  const id = `${idPrefix}-${name}`;
  const control = {
    id,
    name,
    value,
    onChange,
    // Phone is the only optional field; the forms are noValidate, so this only tells assistive technology.
    required: name !== 'phone',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? `${id}-error` : '', name === 'message' ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined,
    className: inputClasses,
  };
  return (
    <div className={name === 'subject' || name === 'message' ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {t(`storefront:contactForm.fields.${name}`)}
      </label>
      {type === 'textarea' ? <textarea rows={rows} {...control} /> : <input type={type} autoComplete={autoComplete} {...control} />}
      {name === 'message' && (
        <p id={`${id}-count`} className="mt-1 text-right text-xs text-stone-600">
          {t('storefront:contactForm.counter', { count: value.length, limit: CONTACT_MESSAGE_SOFT_LIMIT })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t(`storefront:contactForm.errors.${error}`)}
        </p>
      )}
    </div>
  );
}
