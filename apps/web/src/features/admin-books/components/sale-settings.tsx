import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useHomeSettings, useSetSale } from '../api/home-settings-api';
import '../home-messages';

/** The value of a datetime-local input for a moment, in the browser's time zone. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** When the home page's sale ends: the banner counts down to it and is hidden when there is none or it has passed. */
export function SaleSettings() {
  const settings = useHomeSettings();
  const setSale = useSetSale();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const endsAt = settings.data?.saleEndsAt ?? null;
  const running = endsAt !== null && Date.parse(endsAt) > Date.now();

  const save = (next: string | null) =>
    setSale.mutate(next, {
      onSuccess: () => {
        setError(null);
        setValue('');
        notify.success(t(next ? 'curation:home.sale.saved' : 'curation:home.sale.cleared'));
      },
      onError: (failure) => setError(failure instanceof Error && failure.message ? failure.message : t('curation:home.failed')),
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const date = new Date(value);
    if (!value || Number.isNaN(date.getTime())) return setError(t('curation:home.sale.required'));
    save(date.toISOString());
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="sale-settings-heading" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="sale-settings-heading" className="font-semibold text-stone-900">
        {t('curation:home.sale.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600" data-testid="sale-status">
        {running ? t('curation:home.sale.running', { date: formatDateTime(endsAt!) }) : t('curation:home.sale.none')}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-col text-sm font-medium text-stone-700">
          {t('curation:home.sale.endsAt')}
          <input
            type="datetime-local"
            name="endsAt"
            value={value}
            min={toLocalInput(new Date())}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sale-settings-error' : undefined}
            className="mt-1 w-full max-w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
          />
        </label>
        <Button type="submit" size="sm" disabled={setSale.isPending}>
          {t('curation:home.sale.save')}
        </Button>
        {running && (
          <Button type="button" variant="secondary" size="sm" disabled={setSale.isPending} onClick={() => save(null)}>
            {t('curation:home.sale.end')}
          </Button>
        )}
      </div>
      {error && (
        <p id="sale-settings-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
