import { inPageLanguage } from './localized';
/** Static reader testimonials of the home page (SPEC §3: name, role, image, content, rating 5). */
export interface Testimonial {
  name: string;
  role: string;
  /** No photos are stored: the card shows the reader's initials when empty. */
  image: string;
  content: string;
  rating: number;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Nusrat Jahan',
    role: 'Teacher, Dhaka',
    image: '',
    content: 'I found every Humayun Ahmed novel I was missing in one evening, and they arrived in three days, well packed. Boipoka is now my first stop for books.',
    rating: 5,
  },
  {
    name: 'Tanvir Hasan',
    role: 'University student, Chittagong',
    image: '',
    content: 'The prices are fair and cash on delivery makes it easy. The staff picks pointed me to science books I would never have found on my own.',
    rating: 5,
  },
  {
    name: 'Farzana Rahman',
    role: 'Book club host, Sylhet',
    image: '',
    content: 'Our club orders ten copies at a time. Bulk orders are smooth and the team answers questions quickly. Our members love the poetry collection.',
    rating: 5,
  },
  {
    name: 'Arif Chowdhury',
    role: 'Software engineer, Khulna',
    image: '',
    content: 'Gifted my father a Nazrul anthology — it came with a lovely bookmark. Search and filters make it quick to find exactly what you want.',
    rating: 5,
  },
];

const TESTIMONIALS_BN: Testimonial[] = [
  {
    name: 'নুসরাত জাহান',
    role: 'শিক্ষক, ঢাকা',
    image: '',
    content: 'হুমায়ূন আহমেদের যে উপন্যাসগুলো আমার কাছে ছিল না, এক সন্ধ্যাতেই সব পেয়ে গেলাম, আর তিন দিনে সুন্দর প্যাকিংয়ে হাতে এল। বইয়ের জন্য এখন বইপোকাই আমার প্রথম ঠিকানা।',
    rating: 5,
  },
  {
    name: 'তানভীর হাসান',
    role: 'বিশ্ববিদ্যালয়ের ছাত্র, চট্টগ্রাম',
    image: '',
    content: 'দাম ন্যায্য, আর ক্যাশ অন ডেলিভারিতে কেনা খুব সহজ। স্টাফ পিকস থেকে এমন সব বিজ্ঞানের বই পেয়েছি, যা একা কখনো খুঁজে পেতাম না।',
    rating: 5,
  },
  {
    name: 'ফারজানা রহমান',
    role: 'বুক ক্লাবের আয়োজক, সিলেট',
    image: '',
    content: 'আমাদের ক্লাব একসঙ্গে দশ কপি করে অর্ডার দেয়। বড় অর্ডারেও কোনো ঝামেলা নেই, প্রশ্নের উত্তরও মেলে তাড়াতাড়ি। কবিতার সংগ্রহটা আমাদের সদস্যদের খুব প্রিয়।',
    rating: 5,
  },
  {
    name: 'আরিফ চৌধুরী',
    role: 'সফটওয়্যার প্রকৌশলী, খুলনা',
    image: '',
    content: 'বাবাকে নজরুলের একটি সংকলন উপহার দিয়েছি — সঙ্গে এসেছিল সুন্দর একটা বুকমার্ক। সার্চ আর ফিল্টারে ঠিক যা চাই তা দ্রুত পাওয়া যায়।',
    rating: 5,
  },
];

export function testimonials(): Testimonial[] {
  return inPageLanguage(TESTIMONIALS, TESTIMONIALS_BN);
}
