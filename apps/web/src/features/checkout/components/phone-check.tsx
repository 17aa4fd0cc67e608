import { PHONE_CODE_RESEND_SECONDS } from '@boipoka/shared';
import { CheckCircle2, MessageSquareText } from 'lucide-react';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-classes';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useConfirmPhoneCode, useSendPhoneCode } from '../api/use-phone-check';
import '../messages';

export interface PhoneCheckProps {
  /** The phone as the server keeps it (01712345678). */
  phone: string;
  /** Whether this phone has just been confirmed here (the box then says so, and asks nothing more). */
  confirmed: boolean;
  onConfirmed: (phone: string) => void;
}

/** What the checkout may do to the box: take the reader to its first control (Place Order pressed too soon). */
export interface PhoneCheckHandle {
  focus(): void;
}

/**
 * The phone check inline in the checkout (decision 051): a new phone's first cash-on-delivery order waits for the code
 * the server sends it by SMS. Send, type the code, confirm; another code after a minute's cool-down.
 */
export const PhoneCheck = forwardRef<PhoneCheckHandle, PhoneCheckProps>(function PhoneCheck({ phone, confirmed, onConfirmed }, ref) {
  const id = useId();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [sentTo, setSentTo] = useState<{ phone: string; minutes: number } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // When another code may be asked for, and the clock the countdown reads (ticking only while it counts).
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const sendRef = useRef<HTMLButtonElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const sent = sentTo?.phone === phone;

  useImperativeHandle(ref, () => ({ focus: () => (sent ? codeRef.current : sendRef.current)?.focus() }), [sent]);

  // The resend cool-down, a second at a time.
  const counting = waitSeconds > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  // After a code was sent, the code field takes the focus once React has drawn it (a timer could run before the render).
  const focusCode = useRef(false);
  useEffect(() => {
    if (!sent || !focusCode.current) return;
    focusCode.current = false;
    codeRef.current?.focus();
  }, [sent, sentTo]);

  // A new phone typed above starts again.
  useEffect(() => {
    setCode('');
    setError(null);
  }, [phone]);

  const sendCode = () => {
    setError(null);
    send.mutate(phone, {
      onSuccess: (answer) => {
        if (!answer.needed) return onConfirmed(phone);
        setSentTo({ phone, minutes: Math.round(answer.expiresInSeconds / 60) });
        const started = Date.now();
        setNow(started);
        setResendAt(started + (answer.resendInSeconds || PHONE_CODE_RESEND_SECONDS) * 1000);
        setCode('');
        // The next thing to do: type the code (focused once the field is drawn, below).
        focusCode.current = true;
      },
      onError: (failure) => setError(errorMessage(failure, t('checkout:phoneCheck.sendFailed'))),
    });
  };

  const confirmCode = () => {
    if (!/^[0-9০-৯\s]{6,}$/.test(code.trim())) {
      setError(t('checkout:phoneCheck.codeRequired'));
      codeRef.current?.focus();
      return;
    }
    setError(null);
    confirm.mutate(
      { phone, code },
      {
        onSuccess: () => onConfirmed(phone),
        onError: (failure) => {
          setError(errorMessage(failure, t('checkout:phoneCheck.confirmFailed')));
          codeRef.current?.focus();
        },
      },
    );
  };

  const headingId = `${id}-heading`;
  if (confirmed)
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-700" />
        {t('checkout:phoneCheck.confirmed')}
      </p>
    );
  const codeId = `${id}-code`;
  const errorId = `${id}-error`;
  return (
    <section role="group" aria-labelledby={headingId} className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-stone-900" data-testid="phone-check">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <MessageSquareText aria-hidden="true" className="h-5 w-5 text-amber-800" />
        {t('checkout:phoneCheck.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('checkout:phoneCheck.intro')}</p>
      <p role="status" className="mt-2 text-sm font-medium">
        {sent ? t('checkout:phoneCheck.sent', { count: sentTo.minutes }) : ''}
      </p>
      {sent && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={codeId} className="mb-1 block text-sm font-medium text-stone-800">
              {t('checkout:phoneCheck.code')}
            </label>
            <input
              ref={codeRef}
              id={codeId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                // Enter confirms the code, not the whole order.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  confirmCode();
                }
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${inputClasses} w-40 tracking-widest`}
            />
          </div>
          <Button type="button" onClick={confirmCode} disabled={confirm.isPending}>
            {confirm.isPending ? t('checkout:phoneCheck.confirming') : t('checkout:phoneCheck.confirm')}
          </Button>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-3">
        <button ref={sendRef} type="button" className={buttonClasses(sent ? 'secondary' : 'primary')} onClick={sendCode} disabled={send.isPending || (sent && waitSeconds > 0)}>
          {send.isPending
            ? t('checkout:phoneCheck.sending')
            : sent
              ? waitSeconds > 0
                ? t('checkout:phoneCheck.resendIn', { count: waitSeconds })
                : t('checkout:phoneCheck.resend')
              : t('checkout:phoneCheck.send')}
        </button>
      </div>
    </section>
  );
});
