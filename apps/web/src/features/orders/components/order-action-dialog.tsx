import type { Order } from '@boipoka/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { MissingTokenError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import '../messages';

export type OrderAction = 'cancel' | 'delete';

/** What a failed cancel or delete tells the customer. */
export function orderActionFailure(error: unknown, kind: OrderAction): string {
  if (error instanceof MissingTokenError) return t(kind === 'cancel' ? 'orders:errors.loginToCancel' : 'orders:errors.loginToDelete');
  return errorMessage(error, t(kind === 'cancel' ? 'orders:errors.cancel' : 'orders:errors.delete'));
}

export interface OrderActionDialogProps {
  /** The order asked about and what to do with it; null when closed. */
  pending: { kind: OrderAction; order: Pick<Order, 'orderNumber'> } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Cancel order BP-000123?' (or delete): the customer confirms by the order's number, the name they know it by. */
export function OrderActionDialog({ pending, busy, onConfirm, onClose }: OrderActionDialogProps) {
  const dialog = pending?.kind === 'delete' ? 'deleteDialog' : 'cancelDialog';
  return (
    <Dialog
      open={pending !== null}
      title={pending ? t(`orders:${dialog}.title`, { number: pending.order.orderNumber }) : ''}
      onClose={() => !busy && onClose()}
      closeOnBackdrop={!busy}
      className="max-w-md"
    >
      {pending && (
        <>
          <p className="text-sm text-stone-700">{t(`orders:${dialog}.body`)}</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t(`orders:${dialog}.keep`)}
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {t(`orders:${dialog}.confirm`)}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
