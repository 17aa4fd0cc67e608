import { FREE_SHIPPING_OVER_CENTS } from '@boipoka/shared';
import { formatCents } from '../lib/format';
import { inPageLanguage } from './localized';
/**
 * The footer's two hard-coded news items (SPEC §2). Only what the shop does: delivery is free over the checkout's
 * threshold, read from the same rule (issue 29: the news said delivery was free everywhere while checkout charged for it).
 */
export interface FooterNews {
  title: string;
  date: string;
}

export function footerNews(): FooterNews[] {
  const threshold = formatCents(FREE_SHIPPING_OVER_CENTS);
  return inPageLanguage<FooterNews[]>(
    [
      { title: 'Ekushey Book Fair 2024: our stall number and opening hours', date: '2024-02-01' },
      { title: `Free delivery on orders over ${threshold}, to every district of Bangladesh`, date: '2024-01-15' },
    ],
    [
      { title: 'একুশে বইমেলা ২০২৪: আমাদের স্টল নম্বর আর খোলার সময়', date: '2024-02-01' },
      { title: `${threshold}-এর বেশি অর্ডারে ফ্রি ডেলিভারি, বাংলাদেশের প্রতিটি জেলায়`, date: '2024-01-15' },
    ],
  );
}
