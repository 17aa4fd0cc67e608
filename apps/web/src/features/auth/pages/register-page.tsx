/** Placeholder page; replaced by the feature team. */
export function RegisterPage() {
  return <h1 className="p-8 text-2xl font-bold">Register</h1>;
}
