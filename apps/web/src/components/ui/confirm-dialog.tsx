import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ('Complete order BP-000042?'); a node when it names stored text. */
  title: ReactNode;
  /** The dialog's name as one text, when the title is a node. */
  label?: string;
  /** What happens if the answer is yes, and any field the answer needs (a reason). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** danger: the yes button is red (blocking an account). */
  tone?: 'primary' | 'danger';
  busy?: boolean;
}

/**
 * The one question asked before a move that costs money when a finger slips (issue 33): Complete, Cancel, Block,
 * Delivered, Returned. A form, so Enter in a field it holds answers yes (the field's own checks first); No, Escape and
 * the backdrop leave everything as it was.
 */
export function ConfirmDialog({ open, title, label, children, confirmLabel, cancelLabel, onConfirm, onCancel, tone = 'primary', busy = false }: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog open={open} title={title} label={label} onClose={() => !busy && onCancel()} closeOnBackdrop={!busy} className="max-w-md">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
