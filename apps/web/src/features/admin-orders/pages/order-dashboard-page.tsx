/** Placeholder page; replaced by the feature team. */
export function OrderDashboardPage() {
  return <h1 className="p-8 text-2xl font-bold">Order Dashboard</h1>;
}
