import { BD_DISTRICTS, findDistrict, type District } from '@boipoka/shared';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { inputClasses } from '../../../components/ui/form-field';
import { currentLocale, t } from '../../../lib/i18n';
import '../../../lib/accounts-messages';

const DIVISIONS = [...new Set(BD_DISTRICTS.map((d) => d.division))];

function byLocale(locale: 'en' | 'bn') {
  return (a: District, b: District) => a[locale].localeCompare(b[locale], locale === 'bn' ? 'bn-BD' : 'en');
}

export interface DistrictSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
}

/**
 * The city as one of Bangladesh's 64 districts, grouped by division and named in the page's language; the value is the
 * district's English name, as the server stores it (the API still takes free text from other clients).
 */
export const DistrictSelect = forwardRef<HTMLSelectElement, DistrictSelectProps>(function DistrictSelect({ label, error, id, className = '', ...select }, ref) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  const locale = currentLocale();
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select ref={ref} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className={inputClasses} {...select}>
        <option value="">{t('accounts:addresses.cityChoose')}</option>
        {DIVISIONS.map((division) => (
          <optgroup key={division} label={t('accounts:addresses.division', { name: findDistrict(division)![locale] })}>
            {BD_DISTRICTS.filter((d) => d.division === division)
              .sort(byLocale(locale))
              .map((district) => (
                <option key={district.en} value={district.en}>
                  {district[locale]}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
