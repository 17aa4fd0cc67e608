/**
 * A deliberate logout is not an expired session: pages that send a signed-out visitor to /login "and back here
 * afterwards" must not do so while the shopper is logging out, or the next sign-in would reopen the page they left.
 */
let loggingOut = false;

export function beginLogout(): void {
  loggingOut = true;
}

/** Called by the login page once it shows: the logout has landed. */
export function endLogout(): void {
  loggingOut = false;
}

export function isLoggingOut(): boolean {
  return loggingOut;
}
