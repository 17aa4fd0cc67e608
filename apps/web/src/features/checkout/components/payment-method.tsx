import { Banknote, CreditCard } from 'lucide-react';
import { t } from '../../../lib/i18n';
import '../messages';

/** Only cash on delivery exists; the card option is shown, disabled, as 'Coming soon'. */
export function PaymentMethod() {
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <legend className="float-left mb-3 w-full text-lg font-bold text-stone-900">{t('checkout:payment.heading')}</legend>
      <div className="clear-both space-y-3">
        <label className="flex cursor-not-allowed items-center gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 text-stone-500">
          <input type="radio" name="paymentMethod" value="card" disabled className="h-4 w-4" />
          <CreditCard aria-hidden="true" className="h-5 w-5" />
          <span className="flex-1">{t('checkout:payment.card')}</span>
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">{t('checkout:payment.comingSoon')}</span>
        </label>
        <label className="flex items-center gap-3 rounded-lg border-2 border-brand-600 bg-brand-50 p-3 text-stone-900">
          <input type="radio" name="paymentMethod" value="cod" checked readOnly className="h-4 w-4 accent-brand-600" />
          <Banknote aria-hidden="true" className="h-5 w-5 text-brand-700" />
          <span className="flex-1">
            <span className="block font-semibold">{t('checkout:payment.cod')}</span>
            <span className="block text-xs text-stone-600">{t('checkout:payment.codNote')}</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
