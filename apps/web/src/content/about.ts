import { inPageLanguage } from './localized';
/**
 * About page content (SPEC §2): mission, vision, the 2017-2024 timeline and the team. Its figures are not here: the
 * page shows the shop's own (books, readers, orders delivered, districts), and no claim the shop cannot back (issue
 * 29: the spec's customer and book counts, satisfaction share and first place are gone until the shop has such data).
 */
export const ABOUT_MISSION = 'To put a good book within reach of every reader in Bangladesh — from Dhaka to the smallest upazila — at a fair price, delivered to the door.';
export const ABOUT_VISION = 'A country where reading is a daily habit: where every home has a shelf, every school a library, and every writer finds their readers.';

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
  { year: 2022, title: 'Two scripts, one shelf', text: 'Every book can be found by its Bangla or its English name.' },
  { year: 2023, title: 'Sylhet branch', text: 'A third branch opens on Zindabazar Road.' },
  { year: 2024, title: 'A new Boipoka', text: 'A faster shop and a blog for readers.' },
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

const ABOUT_MISSION_BN = 'বাংলাদেশের প্রতিটি পাঠকের হাতে ভালো বই পৌঁছে দেওয়া — ঢাকা থেকে সবচেয়ে ছোট উপজেলা পর্যন্ত — ন্যায্য দামে, দরজায়।';
const ABOUT_VISION_BN = 'এমন এক দেশ, যেখানে পড়া প্রতিদিনের অভ্যাস: প্রতিটি ঘরে একটি বইয়ের তাক, প্রতিটি স্কুলে একটি পাঠাগার, আর প্রত্যেক লেখক খুঁজে পান তাঁর পাঠক।';

const ABOUT_TIMELINE_BN: TimelineEntry[] = [
  { year: 2017, title: 'বইমেলায় একটি স্টল', text: 'একুশে বইমেলায় ৩০০টি বই নিয়ে ছোট্ট এক স্টলে বইপোকার শুরু।' },
  { year: 2018, title: 'অনলাইন শপ চালু', text: 'আমাদের প্রথম ওয়েবসাইটে ঢাকার সব জায়গা থেকে অর্ডার, ক্যাশ অন ডেলিভারিতে।' },
  { year: 2019, title: 'সারা দেশে ডেলিভারি', text: 'কুরিয়ারদের সঙ্গে অংশীদারিতে বই পৌঁছায় ৬৪ জেলাতেই।' },
  { year: 2020, title: 'লকডাউনেও পড়া', text: 'পাঠকেরা ঘরে থাকায় অর্ডার তিন গুণ; আমরা চালু করি কন্টাক্টলেস ডেলিভারি।' },
  { year: 2021, title: 'চট্টগ্রাম শাখা', text: 'জিইসি মোড়ের কাছে আমাদের দ্বিতীয় দোকান।' },
  { year: 2022, title: 'দুই লিপি, এক তাক', text: 'প্রতিটি বই খুঁজে পাওয়া যায় তার বাংলা বা ইংরেজি নামে।' },
  { year: 2023, title: 'সিলেট শাখা', text: 'জিন্দাবাজার রোডে তৃতীয় শাখা চালু।' },
  { year: 2024, title: 'নতুন বইপোকা', text: 'আরও দ্রুত দোকান আর পাঠকদের জন্য ব্লগ।' },
];

const TEAM_BN: TeamMember[] = [
  { name: 'আয়েশা সিদ্দিকা', role: 'প্রতিষ্ঠাতা ও প্রধান নির্বাহী', bio: 'আজীবন পাঠক, যিনি বইমেলার একটি স্টলকে সারা দেশের দোকানে পরিণত করেছেন।' },
  { name: 'কামরুল হাসান', role: 'অপারেশনস প্রধান', bio: 'প্রতিটি পার্সেল সময়মতো রওনা হয়ে অক্ষত পৌঁছায় কি না, তা দেখেন তিনি।' },
  { name: 'শিরিন আক্তার', role: 'প্রধান সম্পাদক', bio: 'স্টাফ পিকস বাছাই করেন আর আমাদের বেশির ভাগ রিভিউ লেখেন।' },
  { name: 'মাহমুদ করিম', role: 'গ্রাহকসেবা প্রধান', bio: '২৪ ঘণ্টার মধ্যে আপনার প্রশ্নের উত্তর দেন — সাধারণত অনেক আগেই।' },
];

/** The About page's content in the page's language. */
export function aboutContent() {
  return inPageLanguage(
    { mission: ABOUT_MISSION, vision: ABOUT_VISION, timeline: ABOUT_TIMELINE, team: TEAM },
    { mission: ABOUT_MISSION_BN, vision: ABOUT_VISION_BN, timeline: ABOUT_TIMELINE_BN, team: TEAM_BN },
  );
}
