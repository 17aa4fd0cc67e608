import { isOnlinePayment, type PaymentMethod as Method } from '@boipoka/shared';
import { Banknote, CreditCard, Smartphone } from 'lucide-react';
import { t } from '../../../lib/i18n';
import '../messages';

export interface PaymentMethodProps {
  /** What the shop offers now, in its order (GET /api/payments/methods). */
  methods: readonly Method[];
  value: Method;
  onChange: (method: Method) => void;
  /** Minutes an online payment holds the order's books; null when not known. */
  holdMinutes: number | null;
  disabled?: boolean;
}

const ICONS = { cod: Banknote, bkash: Smartphone, sslcommerz: CreditCard } as const;
const LABELS: Record<Method, { label: string; note: string }> = {
  cod: { label: 'checkout:payment.cod', note: 'checkout:payment.codNote' },
  bkash: { label: 'checkout:payment.bkash', note: 'checkout:payment.bkashNote' },
  sslcommerz: { label: 'checkout:payment.sslcommerz', note: 'checkout:payment.sslcommerzNote' },
};

/** How the reader pays: one radio for each method the shop offers, with the hold of the books under an online one. */
export function PaymentMethod({ methods, value, onChange, holdMinutes, disabled = false }: PaymentMethodProps) {
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm" disabled={disabled}>
      <legend className="float-left mb-3 w-full text-lg font-bold text-stone-900">{t('checkout:payment.heading')}</legend>
      <div className="clear-both space-y-3">
        {methods.map((method) => {
          const Icon = ICONS[method];
          const chosen = method === value;
          const noteId = `payment-note-${method}`;
          return (
            <label
              key={method}
              className={`flex cursor-pointer items-center gap-3 rounded-lg p-3 text-stone-900 ${chosen ? 'border-2 border-brand-600 bg-brand-50' : 'border border-stone-200 bg-white hover:bg-stone-50'}`}
            >
              <input type="radio" name="paymentMethod" value={method} checked={chosen} onChange={() => onChange(method)} aria-describedby={noteId} className="h-4 w-4 accent-brand-600" />
              <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
              <span className="flex-1">
                <span className="block font-semibold">{t(LABELS[method].label)}</span>
                <span id={noteId} className="block text-xs text-stone-600">
                  <span className="block">{t(LABELS[method].note)}</span>
                  {isOnlinePayment(method) && holdMinutes !== null && holdMinutes > 0 && <span className="block">{t('checkout:payment.holdNote', { count: holdMinutes })}</span>}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
