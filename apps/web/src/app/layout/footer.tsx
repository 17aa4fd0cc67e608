/** Placeholder; the storefront team replaces it with the footer of SPEC §2. */
export function Footer() {
  return <footer className="bg-brand-800 p-6 text-white">Boipoka</footer>;
}
