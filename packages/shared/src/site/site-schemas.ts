import { z } from 'zod';

/** A demo account the login page can fill in: sent by the server only in demo mode, never part of the web app's code. */
export const demoAccountSchema = z.object({ role: z.enum(['user', 'admin']), email: z.string(), password: z.string() });
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** What the web app needs to know about the shop it runs in. */
export const siteInfoSchema = z.object({
  /** A demo shop: demo accounts exist, the login page offers to fill them in, every page says so. */
  demo: z.boolean(),
  demoAccounts: z.array(demoAccountSchema).optional(),
  /** The delivery window the shop promises, in business days (DELIVERY_DAYS_MIN, DELIVERY_DAYS_MAX; 3–5 by default). */
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
