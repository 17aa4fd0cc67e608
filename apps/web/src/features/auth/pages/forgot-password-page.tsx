/** Placeholder page; replaced by the feature team. */
export function ForgotPasswordPage() {
  return <h1 className="p-8 text-2xl font-bold">Forgot password</h1>;
}
