import { inPageLanguage } from './localized';
/**
 * About page content: the mission and the vision, which say what the shop aims at, not what it has done. Its figures
 * are not here: the page shows the shop's own (books, readers, orders delivered, districts), and no claim the shop
 * cannot back (issue 29: the spec's customer and book counts, satisfaction share and first place). Issue 31 took out
 * the spec's 2017-2024 timeline (a book-fair stall, branches in Chittagong and Sylhet, orders tripling) and its team of
 * four invented people: a history and staff only the owner can tell, in Settings' claims, which About shows.
 */
export const ABOUT_MISSION = 'To put a good book within reach of every reader in Bangladesh — from Dhaka to the smallest upazila — at a fair price, delivered to the door.';
export const ABOUT_VISION = 'A country where reading is a daily habit: where every home has a shelf, every school a library, and every writer finds their readers.';

const ABOUT_MISSION_BN = 'বাংলাদেশের প্রতিটি পাঠকের হাতে ভালো বই পৌঁছে দেওয়া — ঢাকা থেকে সবচেয়ে ছোট উপজেলা পর্যন্ত — ন্যায্য দামে, দরজায়।';
const ABOUT_VISION_BN = 'এমন এক দেশ, যেখানে পড়া প্রতিদিনের অভ্যাস: প্রতিটি ঘরে একটি বইয়ের তাক, প্রতিটি স্কুলে একটি পাঠাগার, আর প্রত্যেক লেখক খুঁজে পান তাঁর পাঠক।';

/** The About page's content in the page's language. */
export function aboutContent() {
  return inPageLanguage({ mission: ABOUT_MISSION, vision: ABOUT_VISION }, { mission: ABOUT_MISSION_BN, vision: ABOUT_VISION_BN });
}
