/** The footer's two hard-coded news items (SPEC §2). */
export interface FooterNews {
  title: string;
  date: string;
}

export const FOOTER_NEWS: FooterNews[] = [
  { title: 'Ekushey Book Fair 2024: our stall number and opening hours', date: '2024-02-01' },
  { title: 'Free delivery now reaches every district of Bangladesh', date: '2024-01-15' },
];
