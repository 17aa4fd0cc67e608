import type { TrackedOrder } from '@boipoka/shared';
import { Loader2, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FulfilmentTimeline } from '../../../components/shop/fulfilment-timeline';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { trackOrder } from '../api/track-api';
import '../messages';

type Field = 'number' | 'phone';

/** /track (and /bn/track): anyone follows an order by its number and the phone it was placed with — its status and track only. */
export function TrackPage() {
  useDocumentTitle(t('track:documentTitle'));
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ number: (params.get('number') ?? '').slice(0, 30), phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [looking, setLooking] = useState(false);
  const [order, setOrder] = useState<TrackedOrder | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.number.trim()) found.number = t('track:errors.number');
    if (!values.phone.trim()) found.phone = t('track:errors.phone');
    setErrors(found);
    setFailure('');
    if (found.number || found.phone) return;
    setLooking(true);
    try {
      setOrder(await trackOrder(values.number.trim(), values.phone.trim()));
    } catch (error) {
      setOrder(null);
      setFailure(error instanceof ApiError && error.status === 404 ? t('track:notFound') : errorMessage(error, t('track:failed')));
    } finally {
      setLooking(false);
    }
  }

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{t('track:heading')}</h1>
        <p className="mt-2 text-stone-700">{t('track:intro')}</p>
      </div>
      <form noValidate onSubmit={submit} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        {failure && (
          <div className="mb-4">
            <AlertBanner tone="error" onDismiss={() => setFailure('')}>
              {failure}
            </AlertBanner>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('track:number')} name="number" value={values.number} onChange={change('number')} error={errors.number} placeholder="BP-000123" required />
          <FormField label={t('track:phone')} name="phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={change('phone')} error={errors.phone} required />
        </div>
        <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={looking}>
          {looking ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : <Search aria-hidden="true" className="h-5 w-5" />}
          {t('track:submit')}
        </Button>
      </form>
      {order && (
        <section aria-labelledby="tracked-order" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <h2 id="tracked-order" className="text-xl font-bold text-stone-900">
            {t('track:order', { number: order.orderNumber })}
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            {t(`track:status.${order.status}`)} · {t('track:placed', { date: formatDateTime(order.placedAt) })}
          </p>
          <FulfilmentTimeline steps={order.fulfilment} viewer="public" className="mt-4 ml-4" />
        </section>
      )}
    </div>
  );
}
