/** Placeholder page; replaced by the feature team. */
export function HomePage() {
  return <h1 className="p-8 text-2xl font-bold">Home</h1>;
}
