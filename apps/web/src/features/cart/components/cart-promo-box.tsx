import { promoTermsOf } from '@boipoka/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { usePromoCheck } from '../api/use-promo-check';
import { setCartPromo, useCartPromo } from '../lib/cart-promo';
import '../messages';
import { PromoCodeBox, type PromoMessage } from './promo-code-box';

interface CartPromoBoxProps {
  /** The cart's lines as they are now (with the prices the cart shows: a minimum subtotal depends on them). */
  lines: readonly { bookId: string; quantity: number; price: number }[];
}

/** What the server's check depends on: the books, how many of each, and what they cost. */
function linesSignature(lines: CartPromoBoxProps['lines']): string {
  return lines.map((line) => `${line.bookId}:${line.quantity}:${line.price}`).join('|');
}

/**
 * The promo code of the cart, in the cart and at the cart's checkout: one code for both (lib/cart-promo), checked by
 * the server again whenever the box opens or the lines change. A code that no longer fits (the cart lost the books
 * it was for, fell under its minimum, or it expired meanwhile) is dropped, and the box says why in the server's
 * words. A check that cannot reach the server keeps the code: the order is checked again anyway.
 *
 * Checking needs an account (POST /api/promotions/check): a signed-out reader is offered to sign in, and comes back
 * to the cart.
 */
export function CartPromoBox({ lines }: CartPromoBoxProps) {
  const session = useSession();
  const applied = useCartPromo();
  const [message, setMessage] = useState<PromoMessage>(null);
  const recheck = usePromoCheck();
  const { mutate } = recheck;
  const signature = linesSignature(lines);
  // The lines the applied code was last checked against (in this box): nothing yet, so opening the box checks it.
  const checkedFor = useRef<string | null>(null);
  const code = applied?.code ?? null;

  useEffect(() => {
    if (!code || lines.length === 0 || checkedFor.current === `${code}|${signature}`) return;
    checkedFor.current = `${code}|${signature}`;
    mutate(
      { code, books: lines.map((line) => ({ book: line.bookId, quantity: line.quantity })) },
      {
        onSuccess: (answer) => {
          if (checkedFor.current !== `${code}|${signature}`) return;
          setCartPromo({ code: answer.code, terms: promoTermsOf(answer), eligibleBookIds: answer.eligibleBookIds });
        },
        onError: (failure) => {
          if (checkedFor.current !== `${code}|${signature}`) return;
          // Refused (400): the code no longer fits these books. Anything else (no answer, too many checks) keeps it.
          if (!(failure instanceof ApiError) || failure.status !== 400) return;
          setCartPromo(null);
          checkedFor.current = null;
          setMessage({ tone: 'error', text: t('cart:promo.dropped', { code, reason: failure.serverMessage || t('cart:promo.failed') }) });
        },
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lines is a new array each render; its signature says when the check's question has changed
  }, [code, signature, mutate]);

  if (!session) {
    return (
      <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm" aria-labelledby="cart-promo-signin">
        <h2 id="cart-promo-signin" className="text-sm font-medium text-stone-800">
          {t('cart:promo.haveCode')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          <Link to="/login" state={{ from: { pathname: '/cart' } }} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t('cart:promo.signIn')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <PromoCodeBox
      books={lines}
      applied={applied}
      onApply={(promo) => {
        // Applied (or removed) by hand: checked against these very lines just now.
        checkedFor.current = promo ? `${promo.code}|${signature}` : null;
        setCartPromo(promo);
      }}
      message={message}
      onMessage={setMessage}
    />
  );
}
