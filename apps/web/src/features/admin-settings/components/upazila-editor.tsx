import { DHAKA_CITY_THANAS } from '@boipoka/shared';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/form-field';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';
import { UPAZILA_EXAMPLE } from '../lib/texts';

const DHAKA_CITY = new Set(DHAKA_CITY_THANAS);

/**
 * A zone's upazilas and thanas (ids `district/upazila`): the 50 thanas of Dhaka city as one choice, and any others one
 * a line. The lines are kept as typed (blank ones too, so a new line can be started); blank ones are dropped when saved.
 */
export function UpazilaEditor({ label, value, onChange, error }: { label: string; value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const id = useId();
  const hasDhakaCity = DHAKA_CITY_THANAS.every((thana) => value.includes(thana));
  const others = hasDhakaCity ? value.filter((upazila) => !DHAKA_CITY.has(upazila)) : value;
  const count = value.filter((upazila) => upazila.trim() !== '').length;
  const setDhakaCity = (on: boolean) => onChange(on ? [...DHAKA_CITY_THANAS, ...others.filter((upazila) => !DHAKA_CITY.has(upazila))] : others);
  const setOthers = (text: string) => {
    const lines = text === '' ? [] : text.split('\n');
    onChange(hasDhakaCity ? [...DHAKA_CITY_THANAS, ...lines] : lines);
  };

  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">
        {label} <span className="font-normal text-stone-600">({t('settings:delivery.upazilasCount', { count, formatted: formatInteger(count) })})</span>
      </legend>
      <label className="flex items-start gap-2 text-sm text-stone-800">
        <input type="checkbox" checked={hasDhakaCity} onChange={(event) => setDhakaCity(event.target.checked)} className="mt-0.5 h-4 w-4 accent-brand-600" />
        {t('settings:delivery.dhakaCity', { count: DHAKA_CITY_THANAS.length })}
      </label>
      <label htmlFor={`${id}-others`} className="mt-2 block text-sm text-stone-700">
        {t('settings:delivery.otherUpazilas')}
      </label>
      <textarea
        id={`${id}-others`}
        value={others.join('\n')}
        onChange={(event) => setOthers(event.target.value)}
        rows={2}
        lang="en"
        spellCheck={false}
        autoCapitalize="none"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${inputClasses} font-mono text-sm`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t('settings:delivery.otherUpazilasHint', { example: UPAZILA_EXAMPLE })}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
