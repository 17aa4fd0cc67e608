/** About page content (SPEC §2): stats, mission, vision, the 2017-2024 timeline and the team. */
export interface AboutStat {
  value: string;
  labelKey: 'customers' | 'books' | 'years' | 'satisfaction';
}

export const ABOUT_STATS: AboutStat[] = [
  { value: '50K+', labelKey: 'customers' },
  { value: '10K+', labelKey: 'books' },
  { value: '7+', labelKey: 'years' },
  { value: '99%', labelKey: 'satisfaction' },
];

export const ABOUT_MISSION =
  'To put a good book within reach of every reader in Bangladesh — from Dhaka to the smallest upazila — at a fair price, delivered to the door.';
export const ABOUT_VISION =
  'A country where reading is a daily habit: where every home has a shelf, every school a library, and every writer finds their readers.';

export interface TimelineEntry {
  year: number;
  title: string;
  text: string;
}

export const ABOUT_TIMELINE: TimelineEntry[] = [
  { year: 2017, title: 'A stall at the book fair', text: 'Boipoka starts as a small stall at the Ekushey Book Fair with 300 titles.' },
  { year: 2018, title: 'Online shop opens', text: 'Our first website takes orders from across Dhaka, with cash on delivery.' },
  { year: 2019, title: 'Nationwide delivery', text: 'Partnerships with couriers bring books to all 64 districts.' },
  { year: 2020, title: 'Reading through lockdown', text: 'Orders triple as readers stay at home; we add contactless delivery.' },
  { year: 2021, title: 'Chittagong branch', text: 'Our second shop opens near GEC Circle.' },
  { year: 2022, title: '10,000 titles', text: 'The catalogue passes ten thousand books in Bangla and English.' },
  { year: 2023, title: 'Sylhet branch', text: 'A third branch opens on Zindabazar Road.' },
  { year: 2024, title: 'A new Boipoka', text: 'A faster shop, a blog for readers and a community of 50,000 customers.' },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const TEAM: TeamMember[] = [
  { name: 'Ayesha Siddiqua', role: 'Founder & CEO', bio: 'A lifelong reader who turned a book-fair stall into a nationwide shop.' },
  { name: 'Kamrul Hasan', role: 'Head of Operations', bio: 'Makes sure every parcel leaves on time and arrives in one piece.' },
  { name: 'Shirin Akter', role: 'Chief Editor', bio: 'Chooses the staff picks and writes most of our reviews.' },
  { name: 'Mahmud Karim', role: 'Customer Care Lead', bio: 'Answers your questions within 24 hours — usually much sooner.' },
];
