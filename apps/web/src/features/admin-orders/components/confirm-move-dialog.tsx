import { needsReason, type OrderStatus } from '@boipoka/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClasses } from '../../../components/ui/form-field';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { OrderNumber } from '../../../components/shop/order-lines';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

/** The moves that cost money when a finger slips ask once (issue 33): Complete and Cancel; Process goes at once. */
export function asksOnce(to: OrderStatus): boolean {
  return to === 'completed' || to === 'cancelled';
}

/** The longest reason the API takes (updateOrderStatusInput). */
const MAX_REASON_LENGTH = 500;

export interface ConfirmMoveDialogProps {
  /** The order asked about and where it would go; null when closed. */
  move: { order: { orderNumber: string; status: OrderStatus }; to: OrderStatus } | null;
  onConfirm: (reason?: string) => void;
  onClose: () => void;
  busy?: boolean;
}

/**
 * 'Complete order BP-000042?' / 'Cancel order BP-000042?', on the order's page and in the list alike. Cancelling an order
 * the shop had confirmed (processing) asks for the reason the customer is told, as the API requires (needsReason).
 */
export function ConfirmMoveDialog({ move, onConfirm, onClose, busy }: ConfirmMoveDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withReason = move ? needsReason('admin', move.order.status, move.to) : false;
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (withReason && !reason.trim()) {
      setError(t('admin:orders.confirmMove.reasonRequired'));
      return;
    }
    const given = withReason ? reason.trim() : undefined;
    setReason('');
    setError(null);
    onConfirm(given);
  };
  return (
    <ConfirmDialog
      open={move !== null}
      title={
        move ? (
          <MessageWithText message={(slot) => t(`admin:orders.confirmMove.${move.to}.title`, { number: slot })} text={move.order.orderNumber} render={(number) => <OrderNumber value={number} />} />
        ) : (
          ''
        )
      }
      label={move ? t(`admin:orders.confirmMove.${move.to}.title`, { number: move.order.orderNumber }) : undefined}
      confirmLabel={t('admin:orders.fulfilment.confirm.yes')}
      cancelLabel={t('admin:orders.fulfilment.confirm.no')}
      onConfirm={confirm}
      onCancel={close}
      busy={busy}
    >
      {move && (
        <>
          <p className="text-stone-800">{t(withReason ? 'admin:orders.confirmMove.cancelled.withReason' : `admin:orders.confirmMove.${move.to}.text`)}</p>
          {withReason && (
            <div>
              <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-stone-800">
                {t('admin:orders.confirmMove.reason')}
              </label>
              <textarea
                id={`${id}-reason`}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
                maxLength={MAX_REASON_LENGTH}
                rows={3}
                required
                className={inputClasses}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
              />
              {error ? (
                <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : (
                <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
                  {t('admin:orders.confirmMove.reasonHint')}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
