// The public entry of account-sync: mounted once by the site layout. The code that talks to the account loads lazily
// from inside it, for signed-in readers only.
export { AccountKeeper } from './account-keeper';
