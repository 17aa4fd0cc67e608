/**
 * Where what sticks under the site header starts: the header's bar (4 rem) and its search row (3.25 rem) in navbar.tsx,
 * at every width. Change both together.
 */
export const BELOW_SITE_HEADER = 'top-[7.25rem]';

/**
 * The toolbar of what an admin ticked in a long list (Book Management's bulk actions, the Order Dashboard's batch): from
 * the lg breakpoint it stays in view right under the site header while the list scrolls beneath it, opaque (white under
 * the brand tint) so the rows do not show through. Below lg it stays in its place: under the header and the dashboard's
 * menu bar it would leave a phone less than half its screen for the list. Its `lg:top-[7.25rem]` is BELOW_SITE_HEADER's
 * offset written out whole: Tailwind finds a class only as a whole literal, so `lg:${BELOW_SITE_HEADER}` would not exist.
 */
export const SELECTION_TOOLBAR_CLASSES = 'rounded-xl border border-brand-600/30 bg-white bg-linear-to-b from-brand-600/5 to-brand-600/5 lg:sticky lg:top-[7.25rem] lg:z-10 lg:shadow-sm';
