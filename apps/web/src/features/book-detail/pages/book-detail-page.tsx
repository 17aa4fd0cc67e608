/** Placeholder page; replaced by the feature team. */
export function BookDetailPage() {
  return <h1 className="p-8 text-2xl font-bold">Book</h1>;
}
