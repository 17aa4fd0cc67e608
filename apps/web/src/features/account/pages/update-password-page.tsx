/** Placeholder page; replaced by the feature team. */
export function UpdatePasswordPage() {
  return <h1 className="p-8 text-2xl font-bold">Update Password</h1>;
}
