/** Placeholder page; replaced by the feature team. */
export function LoginPage() {
  return <h1 className="p-8 text-2xl font-bold">Login</h1>;
}
