import { BD_MOBILE, fromCents, isOnlinePayment, maxOrderQuantity, normalizeBdMobile, shippingDetailsSchema, type PaymentMethod as Method, type SavedAddress } from '@boipoka/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CheckCircle2, ShoppingBag } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCents } from '../../../lib/format';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Navigate, useLocale, useNavigate } from '../../../lib/locale';
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
import { usePaymentMethods } from '../api/use-payment-methods';
import { errorMessage } from '../../../lib/api-client';
import { goToPaymentPage, startPayment } from '../../../lib/payments';
import { CartPromoBox, clearCartPromo, orderTotals, PromoCodeBox, useCartBooks, useCartPromo, useMemberOffer, type AppliedPromo } from '../../cart';
import { useShopPricing } from '../../../lib/shop-pricing';
import { clearCart, useCartLines } from '../../../lib/cart-store';
import { bookQuery } from '../../../lib/book-query';
import { buyNowLine, readCheckoutBook, type CheckoutLine } from '../checkout-book';
import { forgetCheckout, rememberCheckout, rememberedCheckout } from '../checkout-session';
import { AddressFields, SavedAddressPicker } from '../../addresses';
import { CheckoutSteps } from '../components/checkout-steps';
import { OrderSummary } from '../components/order-summary';
import { PaymentMethod } from '../components/payment-method';
import { PhoneCheck, type PhoneCheckHandle } from '../components/phone-check';
import { isPhoneUnconfirmed, phoneCheckQuery, usePhoneCheck } from '../api/use-phone-check';
import '../messages';

export const ORDER_REDIRECT_DELAY_MS = 2000;

type ShippingForm = z.input<typeof shippingDetailsSchema>;
type ShippingDetails = z.output<typeof shippingDetailsSchema>;

/** Who receives the books; where they go is the shared AddressFields (the addresses feature's). */
const FIELDS: { name: 'name' | 'email' | 'phone'; type?: string; autoComplete: string; placeholder?: string; wide?: boolean }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', placeholder: 'checkout:shipping.phonePlaceholder', wide: true },
];
const PLACE_FIELDS = ['phone', 'division', 'district', 'upazila', 'address', 'area', 'postalCode', 'landmark'] as const;

/** A message of the shared schema in the page's language (the schema speaks English, as the API's default). */
function fieldError(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.endsWith(' is required')) return t('checkout:errors.required', { field: label });
  if (message.includes(' must be at most ')) return t('checkout:errors.tooLong', { field: label });
  if (message === 'Please enter a valid email address') return t('checkout:errors.email');
  if (message.startsWith('Please enter a Bangladeshi mobile number')) return t('checkout:errors.phone');
  return message;
}

/**
 * `/checkout` with the Buy Now book in the location state, or `/checkout?from=cart` for the whole cart. Either is kept
 * for the tab's session, so a reload, or the way through sign-in and sign-up, comes back to it.
 */
export function CheckoutPage() {
  useDocumentTitle(t('checkout:title'));
  const location = useLocation();
  const session = useSession();
  const book = readCheckoutBook(location.state);
  const fromCart = !book && new URLSearchParams(location.search).get('from') === 'cart';
  const remembered = book || fromCart ? null : rememberedCheckout();

  useEffect(() => {
    if (book) rememberCheckout({ kind: 'book', bookId: book._id, quantity: book.orderQuantity });
    else if (fromCart) rememberCheckout({ kind: 'cart' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- book is read from the location's state, a new object each render: remembered again only when the book or its quantity changes
  }, [book?._id, book?.orderQuantity, fromCart]);

  if (remembered?.kind === 'cart') return <Navigate to="/checkout?from=cart" replace />;
  if (!book && !fromCart && !remembered) return <NoProductSelected />;
  if (!session && isLoggingOut()) return <Navigate to="/login" replace />;
  if (!session) {
    // Back here after signing in, with the same book or cart (the state and query travel with `from`).
    const from = { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state };
    return <Navigate to="/login" replace state={{ from, reason: 'checkout' }} />;
  }
  const defaults = { defaultName: session.user.name, defaultEmail: session.user.email };
  if (book) return <CheckoutForm lines={[buyNowLine(book)]} {...defaults} />;
  if (remembered?.kind === 'book') return <RememberedBookCheckout bookId={remembered.bookId} quantity={remembered.quantity} {...defaults} />;
  return <CartCheckout {...defaults} />;
}

/** After a reload: the kept book read again from the server (its price and stock now), at the kept quantity. */
function RememberedBookCheckout({ bookId, quantity, defaultName, defaultEmail }: { bookId: string; quantity: number; defaultName: string; defaultEmail: string }) {
  const { data: book, isError } = useQuery({ ...bookQuery(bookId), staleTime: 0 });
  if (isError) {
    forgetCheckout();
    return <NoProductSelected />;
  }
  if (!book) return <PageMessage title={t('checkout:title')} message={t('cart:line.checking')} status busy />;
  const max = maxOrderQuantity(book.quantity);
  if (max === 0)
    return <PageMessage icon={ShoppingBag} title={t('checkout:soldOut.title')} message={t('checkout:soldOut.body')} action={{ to: '/all-products', label: t('checkout:noProduct.action') }} />;
  return <CheckoutForm lines={[buyNowLine({ ...book, orderQuantity: Math.min(quantity, max) })]} defaultName={defaultName} defaultEmail={defaultEmail} />;
}

/** The cart, read again from the server before it can be ordered; emptied once the order is placed. */
function CartCheckout({ defaultName, defaultEmail }: { defaultName: string; defaultEmail: string }) {
  const cart = useCartLines();
  const checked = useCartBooks(cart);
  // The lines being ordered stay on screen from Place Order on: the order's answer makes every book stale, and the
  // check that follows (a book this order just sold out) must not take the form away before it hears that answer.
  // Emptied from the cart once the order is placed; let go again if it fails.
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
      cartPromo
      defaultName={defaultName}
      defaultEmail={defaultEmail}
      onPlacing={(placing) => setPlaced(placing ? cart : null)}
      onPlaced={() => {
        clearCart();
        clearCartPromo();
      }}
    />
  );
}

function NoProductSelected() {
  return <PageMessage icon={ShoppingBag} title={t('checkout:noProduct.title')} message={t('checkout:noProduct.body')} action={{ to: '/all-products', label: t('checkout:noProduct.action') }} />;
}

interface CheckoutFormProps {
  lines: readonly CheckoutLine[];
  /**
   * The whole cart: its promo code is the cart's (applied in the cart shows here, applied here shows in the cart),
   * checked again as the page opens. A Buy Now book has a code of its own, for this checkout only.
   */
  cartPromo?: boolean;
  defaultName: string;
  defaultEmail: string;
  /** Place Order was pressed (true) or its order failed (false). */
  onPlacing?: (placing: boolean) => void;
  onPlaced?: () => void;
}

function CheckoutForm({ lines, cartPromo = false, defaultName, defaultEmail, onPlacing, onPlaced }: CheckoutFormProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const offered = usePaymentMethods();
  // The first method offered until the reader chooses; a choice the shop no longer offers falls back to it.
  const [chosenMethod, setChosenMethod] = useState<Method | null>(null);
  const paymentMethod: Method = chosenMethod && offered.methods.includes(chosenMethod) ? chosenMethod : (offered.methods[0] ?? 'cod');
  // One key per checkout visit: however often Place Order is pressed, the server places one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const placeOrder = usePlaceOrder(idempotencyKey);
  const submitting = useRef(false);
  const [error, setError] = useState<string | null>(null);
  /** The placed order's id: after 'Order Successful!' the shopper lands on its page (cash on delivery) or the provider's (online). */
  const [placed, setPlaced] = useState<{ id: string; method: Method } | null>(null);
  const placedId = placed && !isOnlinePayment(placed.method) ? placed.id : null;
  const succeeded = placed !== null;

  const form = useForm<ShippingForm, unknown, ShippingDetails>({
    resolver: zodResolver(shippingDetailsSchema),
    defaultValues: { name: defaultName, email: defaultEmail, phone: '', division: '', district: '', upazila: '', address: '', area: '', postalCode: '', landmark: '' },
  });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = form;
  // The delivery zone of the address as chosen so far, found as the server finds it (its district, else `city`, and its upazila).
  const [city, district, upazila] = useWatch({ control, name: ['city', 'district', 'upazila'] });
  const place = { district: district || city, upazila };
  // The phone check (decision 051): a new phone's first cash-on-delivery order waits for the code sent to it by SMS.
  const typedPhone = normalizeBdMobile(useWatch({ control, name: 'phone' }) ?? '');
  const checkedPhone = paymentMethod === 'cod' && BD_MOBILE.test(typedPhone) ? typedPhone : null;
  const phoneCheck = usePhoneCheck(checkedPhone);
  const [confirmedPhone, setConfirmedPhone] = useState<string | null>(null);
  const showPhoneCheck = checkedPhone !== null && (phoneCheck.needed || confirmedPhone === checkedPhone);
  const phoneCheckBox = useRef<PhoneCheckHandle>(null);
  const queryClient = useQueryClient();
  const { rules, chargeRange } = useShopPricing(place);
  // A promo code the server said applies to these books: the order is priced with its terms, as the server will.
  const [ownPromo, setOwnPromo] = useState<AppliedPromo | null>(null);
  const cartsPromo = useCartPromo();
  const promo = cartPromo ? cartsPromo : ownPromo;
  // The new member's discount of a first order: priced in, and asked for, as the summary shows it.
  const memberPercent = useMemberOffer();
  const totals = orderTotals(lines, rules, promo ?? undefined, memberPercent);
  // Before a district is chosen, the zones' charges make a range (OrderTotals says so); the order is priced by one zone.
  const payTotal = chargeRange && totals.shippingCents > 0 ? `${formatCents(totals.totalCents)}–${formatCents(totals.totalCents - chargeRange.min + chargeRange.max)}` : formatCents(totals.totalCents);

  // A saved address fills the delivery fields (the default one, where the last order went, as soon as it arrives);
  // 'another address' empties them.
  const fillFromSaved = useCallback(
    (address: SavedAddress | null) => {
      for (const field of PLACE_FIELDS) setValue(field, address?.[field] ?? '');
      if (address) setValue('name', address.name);
    },
    [setValue],
  );

  useEffect(() => {
    if (!placedId) return;
    const id = window.setTimeout(() => navigate(`/dashboard/user-orders/${placedId}`, { state: { placed: true } }), ORDER_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [placedId, navigate]);

  const onSubmit = (shippingDetails: ShippingDetails) => {
    if (submitting.current) return;
    if (paymentMethod === 'cod' && phoneCheck.needed) {
      setError(t('checkout:phoneCheck.needed'));
      phoneCheckBox.current?.focus();
      return;
    }
    submitting.current = true;
    setError(null);
    onPlacing?.(true);
    placeOrder.mutate(
      {
        books: lines.map((line) => ({ book: line.bookId, quantity: line.quantity })),
        shippingDetails,
        paymentMethod,
        totalAmount: fromCents(totals.totalCents),
        ...(promo ? { promoCode: promo.code } : {}),
        ...(memberPercent > 0 ? { newMemberDiscount: true } : {}),
      },
      {
        onSuccess: (order) => {
          forgetCheckout();
          setPlaced({ id: order._id, method: paymentMethod });
          onPlaced?.();
          if (isOnlinePayment(paymentMethod)) {
            // The order holds its books; the reader pays on the provider's page. When the provider cannot be reached,
            // the order's page says why and offers to try again or to pay on delivery instead.
            startPayment(order._id, paymentMethod, locale).then(
              ({ redirectUrl }) => goToPaymentPage(redirectUrl),
              (failure: unknown) => navigate(`/dashboard/user-orders/${order._id}`, { state: { placed: true, paymentError: errorMessage(failure, t('checkout:payment.startFailed')) } }),
            );
          }
        },
        onError: (failure) => {
          submitting.current = false;
          onPlacing?.(false);
          setError(orderFailureMessage(failure));
          // The server found the phone new (the check had not answered yet): ask it again, and the box appears.
          if (isPhoneUnconfirmed(failure)) void queryClient.invalidateQueries({ queryKey: phoneCheckQuery(shippingDetails.phone).queryKey });
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
          <p className="mt-2 text-stone-700">{placed && isOnlinePayment(placed.method) ? t(`checkout:success.toPayment.${placed.method}`) : t('checkout:success.body')}</p>
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
        {/* First on a phone (and to a screen reader): what is being bought, and its total; beside the form on a wide screen. */}
        <aside className="space-y-6 lg:order-last">
          <OrderSummary lines={lines} place={place} promo={promo ?? undefined} />
          {cartPromo ? <CartPromoBox lines={lines} /> : <PromoCodeBox books={lines} applied={ownPromo} onApply={setOwnPromo} />}
        </aside>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6 lg:col-span-2" aria-labelledby="checkout-title">
          <fieldset className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <legend className="float-left mb-3 w-full text-lg font-bold text-stone-900">{t('checkout:shipping.heading')}</legend>
            <SavedAddressPicker onPick={fillFromSaved} />
            <FormProvider {...form}>
              <div className="clear-both grid gap-4 sm:grid-cols-2">
                {FIELDS.map((field) => (
                  <FormField
                    key={field.name}
                    label={t(`checkout:shipping.${field.name}`)}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    placeholder={field.placeholder ? t(field.placeholder) : undefined}
                    hint={field.name === 'phone' ? t('checkout:shipping.phoneHint') : undefined}
                    required
                    error={fieldError(t(`checkout:shipping.${field.name}`), errors[field.name]?.message)}
                    className={field.wide ? 'sm:col-span-2' : ''}
                    {...register(field.name)}
                  />
                ))}
              </div>
              <div className="mt-4">
                <AddressFields />
              </div>
            </FormProvider>
          </fieldset>
          <PaymentMethod methods={offered.methods} value={paymentMethod} onChange={setChosenMethod} holdMinutes={offered.holdMinutes} disabled={busy} />
          {showPhoneCheck && (
            <PhoneCheck
              ref={phoneCheckBox}
              phone={checkedPhone}
              confirmed={confirmedPhone === checkedPhone}
              onConfirmed={(phone) => {
                setConfirmedPhone(phone);
                setError(null);
              }}
            />
          )}
          {error && (
            <AlertBanner tone="error" onDismiss={() => setError(null)}>
              {error}
            </AlertBanner>
          )}
          {/* The amount to pay in cash, next to the button that commits to it (on a phone the summary is far above). */}
          <p className="flex items-baseline justify-between rounded-lg bg-brand-50 px-4 py-3 text-stone-900" data-testid="pay-total">
            <span className="font-medium">{isOnlinePayment(paymentMethod) ? t('checkout:payNow') : t('checkout:payOnDelivery')}</span>
            <span className="text-lg font-bold">{payTotal}</span>
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? t('checkout:submitting') : t('checkout:submit')}
          </Button>
        </form>
      </div>
    </section>
  );
}
