/** Placeholder page; replaced by the feature team. */
export function CheckoutPage() {
  return <h1 className="p-8 text-2xl font-bold">Checkout</h1>;
}
