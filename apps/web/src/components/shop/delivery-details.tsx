import type { Order } from '@boipoka/shared';
import { useBangladeshAreas } from '../../lib/bangladesh-areas';
import { formatDigits } from '../../lib/format';
import { t } from '../../lib/i18n';
import { addressLines } from './address-lines';
import { LangText } from '../ui/lang-text';
import { MessageWithText } from '../ui/message-with-text';

export interface DeliveryDetailsProps {
  shipping: Order['shippingDetails'];
  /** The admin sees who to call; the customer sees where the books go. */
  showContact?: boolean;
  /**
   * The customer's own view of the phone: 'courier' while the books are on their way ('The courier will call …': a
   * cash-on-delivery courier calls before coming), 'given' once they are delivered or cancelled ('Phone: …').
   */
  customerPhone?: 'courier' | 'given';
  className?: string;
}

/** Where an order goes: the shipping details given at checkout (name, house and road, area, upazila, district, postal code, landmark, phone). */
export function DeliveryDetails({ shipping, showContact = false, customerPhone, className = '' }: DeliveryDetailsProps) {
  const areas = useBangladeshAreas(Boolean(shipping.upazila));
  return (
    <div className={`text-sm text-stone-700 [overflow-wrap:anywhere] ${className}`}>
      <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">{t('common:delivery.heading')}</p>
      <address className="not-italic">
        <LangText text={shipping.name} className="block font-medium text-stone-900" />
        {addressLines(shipping, areas).map((line, index) => (
          <LangText key={index} text={line} className="block" />
        ))}
        {showContact && (
          <a
            href={`tel:${shipping.phone.replace(/[^+0-9]/g, '')}`}
            className="block font-medium text-brand-700 underline-offset-2 hover:underline"
            aria-label={t('common:delivery.callLabel', { name: shipping.name, phone: formatDigits(shipping.phone) })}
          >
            {formatDigits(shipping.phone)}
          </a>
        )}
        {customerPhone && (
          <span className="mt-1 block" data-testid="customer-phone">
            <MessageWithText
              message={(slot) => t(customerPhone === 'courier' ? 'common:delivery.courierCalls' : 'common:delivery.phoneGiven', { phone: slot })}
              text={formatDigits(shipping.phone)}
              render={(phone) => <span className="font-medium whitespace-nowrap text-stone-900">{phone}</span>}
            />
          </span>
        )}
      </address>
    </div>
  );
}
