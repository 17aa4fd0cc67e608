import { promoTermsOf } from '@boipoka/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { AppliedPromo } from '../../../lib/shop-pricing';
import { usePromoCheck } from '../api/use-promo-check';
import '../messages';

export type PromoMessage = { tone: 'ok' | 'error'; text: string } | null;

interface PromoCodeBoxProps {
  /** The cart's or the checkout's books: the server checks the code against them. */
  books: readonly { bookId: string; quantity: number }[];
  applied: AppliedPromo | null;
  onApply: (promo: AppliedPromo | null) => void;
  /** What the box says under the code, when its owner says it too (a code dropped when checked again); its own otherwise. */
  message?: PromoMessage;
  onMessage?: (message: PromoMessage) => void;
}

/**
 * A promo code in the cart and at checkout (issue 35): the server says whether it applies to these books and on what
 * terms, or why not (in the reader's language); the totals then price the order with them, as the server will.
 */
export function PromoCodeBox({ books, applied, onApply, message: givenMessage, onMessage }: PromoCodeBoxProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const [code, setCode] = useState(applied?.code ?? '');
  const [ownMessage, setOwnMessage] = useState<PromoMessage>(null);
  const message = givenMessage !== undefined ? givenMessage : ownMessage;
  const setMessage = onMessage ?? setOwnMessage;
  const check = usePromoCheck();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || check.isPending) return;
    setMessage(null);
    check.mutate(
      { code: code.trim(), books: books.map((line) => ({ book: line.bookId, quantity: line.quantity })) },
      {
        onSuccess: (answer) => {
          onApply({ code: answer.code, terms: promoTermsOf(answer), eligibleBookIds: answer.eligibleBookIds });
          setCode(answer.code);
          setMessage({
            tone: 'ok',
            text: answer.kind === 'free_delivery' ? t('cart:promo.appliedFreeDelivery') : t('cart:promo.applied', { amount: formatMoney(answer.discount, undefined, answer.currency) }),
          });
        },
        onError: (failure) => {
          onApply(null);
          setMessage({ tone: 'error', text: failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t('cart:promo.failed') });
        },
      },
    );
  };

  const remove = () => {
    onApply(null);
    setCode('');
    setMessage(null);
  };

  return (
    <form onSubmit={apply} noValidate className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {t('cart:promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t('cart:promo.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={applied !== null}
          aria-invalid={message?.tone === 'error' || undefined}
          aria-describedby={messageId}
          className={`${inputClasses} min-w-0 uppercase placeholder:normal-case`}
        />
        {applied ? (
          <Button type="button" variant="secondary" onClick={remove}>
            {t('cart:promo.remove')}
          </Button>
        ) : (
          <Button type="submit" variant="secondary" disabled={check.isPending}>
            {check.isPending ? t('cart:promo.checking') : t('cart:promo.apply')}
          </Button>
        )}
      </div>
      <p id={messageId} role="status" className={`mt-2 min-h-5 text-sm ${message?.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}>
        {message?.text ?? ''}
      </p>
    </form>
  );
}
