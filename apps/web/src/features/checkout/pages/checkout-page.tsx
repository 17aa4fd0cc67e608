import { fromCents, shippingDetailsSchema } from '@boipoka/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CheckCircle2, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Navigate, useNavigate } from '../../../lib/locale';
import type { z } from 'zod';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PageMessage } from '../../../components/ui/page-message';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { isLoggingOut } from '../../../lib/logout-intent';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { orderFailureMessage, usePlaceOrder } from '../api/use-place-order';
import { useCartBooks } from '../../cart/api/use-cart-books';
import { clearCart, useCartLines } from '../../cart/cart-store';
import { orderTotals } from '../../cart/components/order-totals';
import { buyNowLine, readCheckoutBook, type CheckoutLine } from '../checkout-book';
import { CheckoutSteps } from '../components/checkout-steps';
import { OrderSummary } from '../components/order-summary';
import { PaymentMethod } from '../components/payment-method';
import { PromoCodeBox } from '../components/promo-code-box';
import '../messages';

export const ORDER_REDIRECT_DELAY_MS = 2000;

type ShippingForm = z.input<typeof shippingDetailsSchema>;
type ShippingDetails = z.output<typeof shippingDetailsSchema>;

const FIELDS: { name: keyof ShippingForm; type?: string; autoComplete: string; placeholder?: string; wide?: boolean }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', placeholder: 'checkout:shipping.phonePlaceholder' },
  { name: 'address', autoComplete: 'street-address', placeholder: 'checkout:shipping.addressPlaceholder', wide: true },
  { name: 'city', autoComplete: 'address-level2', placeholder: 'checkout:shipping.cityPlaceholder' },
  { name: 'postalCode', autoComplete: 'postal-code', placeholder: 'checkout:shipping.postalCodePlaceholder' },
];

/** `/checkout` with the Buy Now book in the location state, or `/checkout?from=cart` for the whole cart. */
export function CheckoutPage() {
  useDocumentTitle(t('checkout:title'));
  const location = useLocation();
  const session = useSession();
  const book = readCheckoutBook(location.state);
  const fromCart = !book && new URLSearchParams(location.search).get('from') === 'cart';

  if (!book && !fromCart) return <NoProductSelected />;
  if (!session && isLoggingOut()) return <Navigate to="/login" replace />;
  if (!session) {
    // Back here after signing in, with the same book or cart (the state and query travel with `from`).
    const from = { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state };
    return <Navigate to="/login" replace state={{ from, reason: 'checkout' }} />;
  }
  const defaults = { defaultName: session.user.name, defaultEmail: session.user.email };
  return book ? <CheckoutForm lines={[buyNowLine(book)]} {...defaults} /> : <CartCheckout {...defaults} />;
}

/** The cart, read again from the server before it can be ordered; emptied once the order is placed. */
function CartCheckout({ defaultName, defaultEmail }: { defaultName: string; defaultEmail: string }) {
  const cart = useCartLines();
  const checked = useCartBooks(cart);
  // The lines that were ordered stay on screen while the cart is emptied.
  const [placed, setPlaced] = useState<readonly CheckoutLine[] | null>(null);

  if (!placed && cart.length === 0) return <NoProductSelected />;
  if (!placed && !checked.ready) {
    const checking = checked.lines.some((line) => line.state === 'checking');
    return (
      <PageMessage
        title={t('checkout:title')}
        message={checking ? t('cart:line.checking') : t('cart:notReady')}
        status
        busy={checking}
        action={checking ? undefined : { to: '/cart', label: t('checkout:backToCart') }}
      />
    );
  }
  return (
    <CheckoutForm
      lines={placed ?? cart}
      defaultName={defaultName}
      defaultEmail={defaultEmail}
      onPlaced={() => {
        setPlaced(cart);
        clearCart();
      }}
    />
  );
}

function NoProductSelected() {
  return <PageMessage icon={ShoppingBag} title={t('checkout:noProduct.title')} message={t('checkout:noProduct.body')} action={{ to: '/all-products', label: t('checkout:noProduct.action') }} />;
}

interface CheckoutFormProps {
  lines: readonly CheckoutLine[];
  defaultName: string;
  defaultEmail: string;
  onPlaced?: () => void;
}

function CheckoutForm({ lines, defaultName, defaultEmail, onPlaced }: CheckoutFormProps) {
  const navigate = useNavigate();
  // One key per checkout visit: however often Place Order is pressed, the server places one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const placeOrder = usePlaceOrder(idempotencyKey);
  const submitting = useRef(false);
  const [error, setError] = useState<string | null>(null);
  /** The placed order's id: after 'Order Successful!' the shopper lands on its page. */
  const [placedId, setPlacedId] = useState<string | null>(null);
  const succeeded = placedId !== null;

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShippingForm, unknown, ShippingDetails>({
    resolver: zodResolver(shippingDetailsSchema),
    defaultValues: { name: defaultName, email: defaultEmail, phone: '', address: '', city: '', postalCode: '' },
  });

  useEffect(() => {
    if (!placedId) return;
    const id = window.setTimeout(() => navigate(`/dashboard/user-orders/${placedId}`, { state: { placed: true } }), ORDER_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [placedId, navigate]);

  const onSubmit = (shippingDetails: ShippingDetails) => {
    if (submitting.current) return;
    submitting.current = true;
    setError(null);
    placeOrder.mutate(
      {
        books: lines.map((line) => ({ book: line.bookId, quantity: line.quantity })),
        shippingDetails,
        paymentMethod: 'cod',
        totalAmount: fromCents(orderTotals(lines).totalCents),
      },
      {
        onSuccess: (order) => {
          setPlacedId(order._id);
          onPlaced?.();
        },
        onError: (failure) => {
          submitting.current = false;
          setError(orderFailureMessage(failure));
        },
      },
    );
  };

  if (succeeded) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="success-title">
        <CheckoutSteps current={3} />
        <div role="status" className="mt-10 flex flex-col items-center rounded-2xl border border-green-200 bg-green-50 px-6 py-12 text-center">
          <CheckCircle2 aria-hidden="true" className="h-16 w-16 text-green-600" />
          <h1 id="success-title" className="mt-4 text-2xl font-bold text-stone-900">
            {t('checkout:success.title')}
          </h1>
          <p className="mt-2 text-stone-700">{t('checkout:success.body')}</p>
        </div>
      </section>
    );
  }

  const busy = placeOrder.isPending;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10" aria-labelledby="checkout-title">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Button variant="ghost" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('checkout:back')}
        </Button>
        <h1 id="checkout-title" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
          {t('checkout:title')}
        </h1>
        <span className="hidden w-20 sm:block" aria-hidden="true" />
      </div>
      <div className="mt-6">
        <CheckoutSteps current={1} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6 lg:col-span-2" aria-labelledby="checkout-title">
          <fieldset className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <legend className="float-left mb-3 w-full text-lg font-bold text-stone-900">{t('checkout:shipping.heading')}</legend>
            <div className="clear-both grid gap-4 sm:grid-cols-2">
              {FIELDS.map((field) => (
                <FormField
                  key={field.name}
                  label={t(`checkout:shipping.${field.name}`)}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  placeholder={field.placeholder ? t(field.placeholder) : undefined}
                  required
                  error={errors[field.name]?.message}
                  className={field.wide ? 'sm:col-span-2' : ''}
                  {...register(field.name)}
                />
              ))}
            </div>
          </fieldset>
          <PaymentMethod />
          {error && (
            <AlertBanner tone="error" onDismiss={() => setError(null)}>
              {error}
            </AlertBanner>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? t('checkout:submitting') : t('checkout:submit')}
          </Button>
        </form>
        <aside className="space-y-6">
          <OrderSummary lines={lines} />
          <PromoCodeBox />
        </aside>
      </div>
    </section>
  );
}
