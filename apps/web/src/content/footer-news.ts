import { inPageLanguage } from './localized';
/** The footer's two hard-coded news items (SPEC §2). */
export interface FooterNews {
  title: string;
  date: string;
}

export const FOOTER_NEWS: FooterNews[] = [
  { title: 'Ekushey Book Fair 2024: our stall number and opening hours', date: '2024-02-01' },
  { title: 'Free delivery now reaches every district of Bangladesh', date: '2024-01-15' },
];

const FOOTER_NEWS_BN: FooterNews[] = [
  { title: 'একুশে বইমেলা ২০২৪: আমাদের স্টল নম্বর আর খোলার সময়', date: '2024-02-01' },
  { title: 'ফ্রি ডেলিভারি এখন বাংলাদেশের প্রতিটি জেলায়', date: '2024-01-15' },
];

export function footerNews(): FooterNews[] {
  return inPageLanguage(FOOTER_NEWS, FOOTER_NEWS_BN);
}
