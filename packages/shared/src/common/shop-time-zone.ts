/**
 * The shop's time zone (Bangladesh, UTC+6 all year): its days for reports and audits, and the year its pages print.
 * A module of its own, without zod, so the web app's first load can read it (decision 027).
 */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';
