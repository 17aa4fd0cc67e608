/** Placeholder page; replaced by the feature team. */
export function MyOrdersPage() {
  return <h1 className="p-8 text-2xl font-bold">My Orders</h1>;
}
