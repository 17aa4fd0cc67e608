import { BookCover } from '../../../components/ui/book-cover';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { OrderTotals } from '../../cart';
import type { CheckoutLine } from '../checkout-book';
import type { AppliedPromo, DeliveryPlace } from '../../../lib/shop-pricing';
import '../messages';
import { LangText } from '../../../components/ui/lang-text';
import { OtherScriptLine } from '../../../components/ui/other-script-line';
import { bookNames, currentLocale } from '../../../lib/book-names';

export function OrderSummary({ lines, place, promo }: { lines: readonly CheckoutLine[]; place?: DeliveryPlace; promo?: AppliedPromo }) {
  return (
    <section aria-labelledby="summary-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="summary-title" className="text-lg font-bold text-stone-900">
        {t('checkout:summary.heading')}
      </h2>
      <ul className="mt-4 max-h-96 space-y-4 overflow-y-auto">
        {lines.map((line, i) => {
          const { title, author } = bookNames(line, currentLocale());
          return (
            <li key={line.bookId} className="flex gap-4">
              <BookCover src={line.image} title={title.primary} width={72} height={108} priority={i < 2} className="h-27 w-18 shrink-0 rounded-md border border-stone-200" />
              <div className="min-w-0">
                <LangText as="p" text={title.primary} className="font-semibold text-stone-900" />
                <OtherScriptLine text={title.secondary} />
                {line.author && <LangText as="p" text={author.primary} className="text-sm text-stone-600" />}
                {line.author && <OtherScriptLine text={author.secondary} />}
                <p className="mt-1 text-sm text-stone-700">{t('checkout:summary.quantity', { count: line.quantity })}</p>
                <p className="text-sm text-stone-600">{t('checkout:summary.unitPrice', { price: formatMoney(line.price) })}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <OrderTotals lines={lines} place={place} atCheckout promo={promo} />
    </section>
  );
}
