import type { OnlinePaymentMethod } from '@boipoka/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goToPaymentPage, payOnDeliveryInstead, startPayment } from '../../../lib/payments';
import { useLocale } from '../../../lib/locale';

/** Pay (again) for an unpaid online order: the provider's page in the page's language, then the reader goes there. */
export function useStartPayment(orderId: string) {
  const locale = useLocale();
  return useMutation({
    mutationFn: (method: OnlinePaymentMethod) => startPayment(orderId, method, locale),
    onSuccess: ({ redirectUrl }) => goToPaymentPage(redirectUrl),
  });
}

/** Pay at the door instead: the order, its list and the dashboard's figures are read again. */
export function usePayOnDeliveryInstead(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payOnDeliveryInstead(orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
