import { BD_DISTRICTS } from '@boipoka/shared';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/form-field';
import { formatInteger } from '../../../lib/format';
import { t, type Locale } from '../../../lib/i18n';
import '../messages';

const BY_NAME = new Map(BD_DISTRICTS.map((district) => [district.en, district]));

/** A district's name in the page's language (its English name when unknown). */
function districtName(en: string, locale: Locale): string {
  return locale === 'bn' ? (BY_NAME.get(en)?.bn ?? en) : en;
}

/**
 * The districts of a zone: the chosen ones as chips, and a searchable list of the 64 (by their English or Bangla
 * name) to tick, opened on demand.
 */
export function DistrictPicker({ label, value, onChange, locale, error }: { label: string; value: string[]; onChange: (next: string[]) => void; locale: Locale; error?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const shown = BD_DISTRICTS.filter((district) => !query || district.en.toLowerCase().includes(query) || district.bn.includes(search.trim()));
  const chosen = new Set(value);
  const toggle = (name: string) => onChange(chosen.has(name) ? value.filter((v) => v !== name) : [...value, name]);

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-1.5">
        {value.length === 0 && <span className="text-sm text-stone-500">{t('settings:delivery.districtsNone')}</span>}
        {value.map((name) => (
          <span key={name} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900">
            {districtName(name, locale)}
            <button
              type="button"
              onClick={() => toggle(name)}
              aria-label={t('settings:delivery.removeDistrict', { name: districtName(name, locale) })}
              className="rounded-full p-0.5 hover:bg-brand-100"
            >
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </span>
        ))}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
          className="rounded-full border border-stone-300 px-3 py-0.5 text-sm text-stone-800 hover:bg-stone-50"
        >
          {open ? t('settings:delivery.doneChoosing') : t('settings:delivery.chooseDistricts')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {open && (
        <div id={`${id}-panel`} className="mt-2 rounded-lg border border-stone-200 bg-stone-50 p-2">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('settings:delivery.searchDistricts')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('settings:delivery.searchDistricts')}
            autoComplete="off"
            className={`${inputClasses} py-1.5 text-sm`}
          />
          <p className="mt-1 px-1 text-xs text-stone-600" aria-live="polite">
            {t('settings:delivery.districtsChosen', { count: value.length, formatted: formatInteger(value.length) })}
          </p>
          <ul className="mt-1 grid max-h-56 grid-cols-1 gap-x-3 overflow-y-auto px-1 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((district) => (
              <li key={district.en}>
                <label className="flex items-center gap-2 py-1 text-sm text-stone-800">
                  <input type="checkbox" checked={chosen.has(district.en)} onChange={() => toggle(district.en)} className="h-4 w-4 accent-brand-600" />
                  <span lang={locale === 'bn' ? 'bn' : 'en'}>{districtName(district.en, locale)}</span>
                </label>
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p className="px-1 py-2 text-sm text-stone-600">{t('settings:delivery.noDistrictFound')}</p>}
        </div>
      )}
    </fieldset>
  );
}
