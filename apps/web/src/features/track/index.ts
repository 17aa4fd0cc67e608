// The public entry of track (issue 33): where anyone follows an order by its number and phone, for the links to it (the
// footer, the order's SMS). Its page is loaded lazily by the router (app/router.tsx) from pages/, never through this entry.

/** The tracking page, its order number filled in when given. */
export function trackPath(orderNumber?: string): string {
  return `/track${orderNumber ? `?number=${encodeURIComponent(orderNumber)}` : ''}`;
}
