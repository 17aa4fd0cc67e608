/** Placeholder page; replaced by the feature team. */
export function BookManagementPage() {
  return <h1 className="p-8 text-2xl font-bold">Book Management</h1>;
}
