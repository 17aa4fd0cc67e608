/** Placeholder page; replaced by the feature team. */
export function AddBookPage() {
  return <h1 className="p-8 text-2xl font-bold">Add Book</h1>;
}
