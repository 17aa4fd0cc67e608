/** Placeholder page; replaced by the feature team. */
export function WelcomePage() {
  return <h1 className="p-8 text-2xl font-bold">Welcome</h1>;
}
