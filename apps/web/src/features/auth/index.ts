// The public entry of auth: the header and the dashboard sign out through it.
export { useLogout } from './api/use-logout';
