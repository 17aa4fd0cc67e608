import { Star } from 'lucide-react';
import { useId } from 'react';
import { MAX_RATING } from '@boipoka/shared';
import { t } from '../../../lib/i18n';

/** Choosing 1–5 stars: a group of radio buttons (arrow keys move between them), each named '4 stars'. */
export function StarInput({ value, onChange, error }: { value: number; onChange: (rating: number) => void; error?: string }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('reviews:form.ratingLegend')}</legend>
      <div className="flex items-center gap-1">
        {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((stars) => (
          <label key={stars} className="relative cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} className="sr-only" />
            <span className="sr-only">{t('reviews:form.star', { count: stars })}</span>
            <Star aria-hidden="true" className={`h-8 w-8 ${stars <= value ? 'fill-amber-400 text-amber-500' : 'text-amber-300'}`} strokeWidth={1.5} />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
