/** Placeholder page; replaced by the feature team. */
export function AllProductsPage() {
  return <h1 className="p-8 text-2xl font-bold">All Products</h1>;
}
