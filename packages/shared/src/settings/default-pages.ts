import type { LocalizedText, PolicyPage } from './settings-schemas';

/**
 * The texts the Terms, Privacy, Returns and Delivery pages start with, for a Bangladeshi online bookshop that takes cash
 * on delivery (and online payment once it offers it). Plain, and nothing the shop cannot do: the shop's name, address,
 * charges and delivery days are not written here (the pages show them from the settings), so the texts stay true when
 * the owner changes those.
 *
 * Served by the API (GET /api/settings/pages/:page); the web app has no copy, so none of this is in a page's download.
 *
 * The form of a text (the owner's too; see policyPageText): paragraphs separated by a blank line; a line starting `## `
 * is a heading; lines starting `- ` are a list. Nothing else is markup: the page shows the text as text, never as HTML.
 */
export const DEFAULT_POLICY_PAGES: Record<PolicyPage, LocalizedText> = {
  terms: {
    en: `These terms apply when you use this website, create an account or place an order. The shop's name, address, phone numbers and e-mail are on the Contact page.

## Your account
- Give your real name and an e-mail address you read. At checkout, give a phone number where the courier can reach you.
- Keep your password to yourself. Orders placed from your account are treated as yours.
- We may close an account used for fraud, for abuse of our staff or couriers, or for orders that are repeatedly refused at the door.

## Books and prices
- Every price is shown in the shop's currency. The delivery charge, and any tax, are shown at checkout before you confirm the order.
- We keep the stock and descriptions as accurate as we can. If a book you ordered turns out to be unavailable, we tell you and you do not pay for it; if you paid in advance, we refund it (see the Returns page).
- If a price is plainly wrong because of a mistake, we contact you before sending the book and you may cancel.

## Orders and payment
- Your order is placed when you confirm it at checkout; you get a receipt by e-mail and can follow it on My Orders.
- Where cash on delivery is offered, you pay the courier when the books arrive. When you pay online, the payment is made on the payment provider's page; we never see your card number or your mobile wallet PIN.
- You can cancel an order yourself while it is still pending. After that, contact us and we will do what we can.

## Delivery and returns
The Delivery page lists where we deliver, the charges and how long it takes. The Returns page explains how to return a damaged or wrong book and how refunds are paid.

## Reviews
A review must be your own and about the book. We may remove reviews that are abusive, off-topic or advertising.

## Changes to these terms
We may change these terms. The terms on this page when you place an order apply to that order.

## Law
These terms are governed by the laws of Bangladesh. Nothing in them takes away your rights under the Consumer Rights Protection Act, 2009, or the Digital Commerce Guidelines, 2021.`,
    bn: `এই শর্তাবলি প্রযোজ্য যখন আপনি এই ওয়েবসাইট ব্যবহার করেন, অ্যাকাউন্ট খোলেন বা অর্ডার দেন। দোকানের নাম, ঠিকানা, ফোন নম্বর ও ই-মেইল যোগাযোগ পাতায় আছে।

## আপনার অ্যাকাউন্ট
- আপনার আসল নাম আর এমন একটি ই-মেইল ঠিকানা দিন, যা আপনি পড়েন। চেকআউটে এমন একটি ফোন নম্বর দিন, যাতে কুরিয়ার আপনাকে পায়।
- পাসওয়ার্ড কাউকে জানাবেন না। আপনার অ্যাকাউন্ট থেকে দেওয়া অর্ডার আপনারই অর্ডার হিসেবে ধরা হবে।
- প্রতারণা, আমাদের কর্মী বা কুরিয়ারের সঙ্গে দুর্ব্যবহার, কিংবা বারবার দরজায় অর্ডার ফিরিয়ে দেওয়ার জন্য ব্যবহৃত অ্যাকাউন্ট আমরা বন্ধ করতে পারি।

## বই ও দাম
- প্রতিটি দাম দোকানের মুদ্রায় দেখানো হয়। ডেলিভারি চার্জ আর কোনো কর থাকলে তা চেকআউটে, অর্ডার নিশ্চিত করার আগেই দেখানো হয়।
- স্টক আর বইয়ের বিবরণ যতটা সম্ভব ঠিক রাখি। অর্ডার করা কোনো বই না পাওয়া গেলে আমরা আপনাকে জানাব, সেই বইয়ের দাম আপনাকে দিতে হবে না; আগে মূল্য পরিশোধ করে থাকলে তা ফেরত দেওয়া হবে (ফেরত নীতি পাতা দেখুন)।
- ভুলবশত কোনো দাম স্পষ্টতই ভুল দেখালে বই পাঠানোর আগে আমরা আপনার সঙ্গে যোগাযোগ করব, আর আপনি অর্ডার বাতিল করতে পারবেন।

## অর্ডার ও মূল্য পরিশোধ
- চেকআউটে নিশ্চিত করলেই আপনার অর্ডার হয়ে যায়; ই-মেইলে রসিদ পাবেন, আর আমার অর্ডার পাতায় অর্ডারের খবর দেখতে পাবেন।
- যেখানে ক্যাশ অন ডেলিভারি আছে, বই হাতে পেয়ে কুরিয়ারকে দাম দেবেন। অনলাইনে মূল্য পরিশোধ করলে তা হয় পেমেন্ট প্রতিষ্ঠানের পাতায়; আপনার কার্ড নম্বর বা মোবাইল ওয়ালেটের পিন আমরা কখনো দেখি না।
- অর্ডার অপেক্ষমাণ থাকা পর্যন্ত আপনি নিজেই তা বাতিল করতে পারেন। তার পরে আমাদের সঙ্গে যোগাযোগ করুন, আমরা যথাসাধ্য চেষ্টা করব।

## ডেলিভারি ও ফেরত
ডেলিভারি পাতায় আছে আমরা কোথায় ডেলিভারি দিই, চার্জ কত আর কত দিন লাগে। ফেরত নীতি পাতায় আছে ক্ষতিগ্রস্ত বা ভুল বই কীভাবে ফেরত দেবেন আর টাকা কীভাবে ফেরত দেওয়া হয়।

## রিভিউ
রিভিউ হতে হবে আপনার নিজের লেখা, আর বইটি নিয়ে। অপমানজনক, অপ্রাসঙ্গিক বা বিজ্ঞাপনধর্মী রিভিউ আমরা সরিয়ে দিতে পারি।

## শর্তাবলির পরিবর্তন
আমরা এই শর্তাবলি বদলাতে পারি। অর্ডার দেওয়ার সময় এই পাতায় যে শর্তাবলি থাকে, সেই অর্ডারে সেটিই প্রযোজ্য।

## আইন
এই শর্তাবলি বাংলাদেশের আইন অনুযায়ী চলবে। ভোক্তা-অধিকার সংরক্ষণ আইন, ২০০৯ বা ডিজিটাল কমার্স পরিচালনা নির্দেশিকা, ২০২১ অনুযায়ী আপনার কোনো অধিকার এর কিছুতেই খর্ব হয় না।`,
  },
  privacy: {
    en: `We keep only what we need to sell you books and bring them to your door, and we do not sell it to anyone.

## What we keep
- Your account: your name, your e-mail address, the language you chose and your password, which is stored only as a one-way hash that nobody can read back.
- Your addresses and phone numbers, so that a courier can find you.
- Your orders: the books, the amounts, where they went and each change of status.
- Your cart, your wishlist and the reviews you write.
- The messages you send us through the contact form, and your newsletter subscription if you confirmed one.

## What we use it for
- To take, deliver and follow up your orders.
- To send you mail about them: the receipt, changes of status, a password reset you asked for, and our answers to your messages.
- The newsletter goes only to addresses that subscribed and confirmed, and every newsletter has a link to unsubscribe.

## Who else sees it
- The courier gets what a delivery needs: your name, phone number, address and the amount to collect.
- When you pay online, the payment provider handles the payment; we keep only its result.
- We do not sell, rent or trade your data, and we do not share it with advertisers.

## In your browser
The site remembers that you are signed in, your cart and the language you chose. It uses no advertising cookies.

## Your choices
- You can change your name and password on your profile, and your addresses on My Addresses.
- To get a copy of your data or to have your account deleted, write to us from your account's e-mail address (see the Contact page). We delete your account and personal data within 30 days. Order records that the law requires us to keep for accounts are kept for that purpose only.`,
    bn: `আপনাকে বই বিক্রি করতে আর আপনার দরজায় পৌঁছে দিতে যা দরকার, আমরা শুধু সেটুকুই রাখি, আর তা কারও কাছে বিক্রি করি না।

## আমরা যা রাখি
- আপনার অ্যাকাউন্ট: নাম, ই-মেইল ঠিকানা, আপনার বেছে নেওয়া ভাষা আর পাসওয়ার্ড; পাসওয়ার্ড রাখা হয় একমুখী হ্যাশ হিসেবে, যা কেউ ফিরিয়ে পড়তে পারে না।
- আপনার ঠিকানা আর ফোন নম্বর, যাতে কুরিয়ার আপনাকে খুঁজে পায়।
- আপনার অর্ডার: কোন বই, কত টাকা, কোথায় গেল আর প্রতিটি অবস্থার পরিবর্তন।
- আপনার কার্ট, উইশলিস্ট আর আপনার লেখা রিভিউ।
- যোগাযোগ ফর্মে পাঠানো আপনার বার্তা, আর নিশ্চিত করে থাকলে আপনার নিউজলেটার সাবস্ক্রিপশন।

## যে কাজে ব্যবহার করি
- আপনার অর্ডার নেওয়া, পৌঁছে দেওয়া আর তার খোঁজখবর রাখা।
- অর্ডার নিয়ে আপনাকে মেইল পাঠানো: রসিদ, অবস্থার পরিবর্তন, আপনার চাওয়া পাসওয়ার্ড রিসেট আর আপনার বার্তার উত্তর।
- নিউজলেটার যায় শুধু সেসব ঠিকানায়, যারা সাবস্ক্রাইব করে নিশ্চিত করেছে; প্রতিটি নিউজলেটারে আনসাবস্ক্রাইব করার লিংক থাকে।

## আর কে দেখে
- কুরিয়ার পায় ডেলিভারির জন্য যা দরকার: আপনার নাম, ফোন নম্বর, ঠিকানা আর কত টাকা নিতে হবে।
- অনলাইনে মূল্য পরিশোধ করলে তা সামলায় পেমেন্ট প্রতিষ্ঠান; আমরা শুধু তার ফলাফল রাখি।
- আপনার তথ্য আমরা বিক্রি করি না, ভাড়া দিই না, বিনিময় করি না, আর বিজ্ঞাপনদাতাদের দিই না।

## আপনার ব্রাউজারে
সাইট মনে রাখে আপনি সাইন ইন করে আছেন কি না, আপনার কার্ট আর আপনার বেছে নেওয়া ভাষা। কোনো বিজ্ঞাপনী কুকি ব্যবহার করা হয় না।

## আপনার পছন্দ
- প্রোফাইলে আপনার নাম আর পাসওয়ার্ড, আর আমার ঠিকানা পাতায় ঠিকানা বদলাতে পারেন।
- আপনার তথ্যের একটি কপি পেতে বা অ্যাকাউন্ট মুছে ফেলতে চাইলে অ্যাকাউন্টের ই-মেইল ঠিকানা থেকে আমাদের লিখুন (যোগাযোগ পাতা দেখুন)। ৩০ দিনের মধ্যে আমরা আপনার অ্যাকাউন্ট আর ব্যক্তিগত তথ্য মুছে ফেলি। হিসাবের জন্য আইন অনুযায়ী যে অর্ডারের রেকর্ড রাখতে হয়, তা শুধু সেই কাজেই রাখা হয়।`,
  },
  returns: {
    en: `We want every book to reach you in good condition. If it does not, we put it right.

## A damaged or wrong book
- If a book arrives damaged, with pages missing or misprinted, or is not the book you ordered, tell us within 7 days of delivery: write to us or call us (see the Contact page) with your order number and, if you can, a photo.
- We send the right book or a new copy at no cost to you, or, if we cannot, refund what you paid for it.
- Where you can, check the parcel in front of the courier, and refuse it if it is plainly damaged.

## Other returns
We cannot take back a book only because you changed your mind once it has been delivered. Before it is sent, you can cancel the order yourself while it is pending, or ask us to cancel it.

## Refunds
- If you paid in advance and we cancel the order, cannot deliver it, or deliver it so late that you cancel it, we refund the full amount you paid within 10 days, as the Digital Commerce Guidelines, 2021 require.
- If we learn we cannot supply a book you paid for, we tell you within 48 hours of the order and refund it within 72 hours.
- A refund is paid back the way you paid (the same card, bank account or mobile wallet), and any charge for sending it is ours.
- If you pay by cash on delivery, you pay nothing for an order that is cancelled or not delivered, and nothing for a book you refuse at the door because it is damaged or wrong.`,
    bn: `আমরা চাই প্রতিটি বই ভালো অবস্থায় আপনার কাছে পৌঁছাক। না পৌঁছালে আমরা তা ঠিক করে দিই।

## ক্ষতিগ্রস্ত বা ভুল বই
- বই ক্ষতিগ্রস্ত অবস্থায় এলে, পাতা না থাকলে বা ছাপায় ভুল থাকলে, কিংবা অর্ডার করা বই না এলে, ডেলিভারির ৭ দিনের মধ্যে আমাদের জানান: অর্ডার নম্বর আর সম্ভব হলে একটি ছবিসহ লিখুন বা ফোন করুন (যোগাযোগ পাতা দেখুন)।
- আপনার কোনো খরচ ছাড়াই আমরা সঠিক বই বা নতুন কপি পাঠাব, আর তা না পারলে বইটির জন্য দেওয়া টাকা ফেরত দেব।
- সম্ভব হলে কুরিয়ারের সামনেই পার্সেল দেখে নিন, আর স্পষ্টতই ক্ষতিগ্রস্ত হলে নেবেন না।

## অন্য ফেরত
ডেলিভারির পরে শুধু মত বদলানোর কারণে আমরা বই ফেরত নিতে পারি না। পাঠানোর আগে, অর্ডার অপেক্ষমাণ থাকা পর্যন্ত আপনি নিজেই তা বাতিল করতে পারেন, বা আমাদের বাতিল করতে বলতে পারেন।

## টাকা ফেরত
- আগে মূল্য পরিশোধ করার পর আমরা অর্ডার বাতিল করলে, পৌঁছে দিতে না পারলে, বা এত দেরি করলে যে আপনি অর্ডার বাতিল করেন, ডিজিটাল কমার্স পরিচালনা নির্দেশিকা, ২০২১ অনুযায়ী ১০ দিনের মধ্যে আপনার দেওয়া পুরো টাকা ফেরত দিই।
- দাম পরিশোধ করা কোনো বই দিতে পারব না জানতে পারলে অর্ডারের ৪৮ ঘণ্টার মধ্যে আপনাকে জানাব, আর ৭২ ঘণ্টার মধ্যে টাকা ফেরত দেব।
- টাকা ফেরত যায় যেভাবে আপনি পরিশোধ করেছিলেন (সেই কার্ড, ব্যাংক অ্যাকাউন্ট বা মোবাইল ওয়ালেটে), আর পাঠানোর খরচ আমাদের।
- ক্যাশ অন ডেলিভারিতে বাতিল হওয়া বা না পৌঁছানো অর্ডারের জন্য আপনাকে কিছুই দিতে হয় না, আর ক্ষতিগ্রস্ত বা ভুল বলে দরজায় ফিরিয়ে দেওয়া বইয়ের জন্যও না।`,
  },
  delivery: {
    en: `We send books by courier to every district of Bangladesh. The table on this page shows our delivery areas, what delivery costs in each and how many days it usually takes; the charge for your address is shown at checkout before you confirm the order.

## How it works
- After you order, we pack your books and hand them to the courier. You get an e-mail when the order is shipped, and you can follow it on My Orders.
- The courier calls the phone number you gave before coming, so please keep it reachable.
- The days are counted from the order and are what usually happens; a holiday, a strike or bad weather can make it longer. If you paid in advance, we deliver within 5 days in the shop's own city and within 10 days elsewhere, or refund you (see the Returns page).

## Paying at the door
Where cash on delivery is offered, you pay the courier the amount shown on your order: the books and the delivery charge, nothing more.

## When you receive the parcel
Check it in front of the courier where you can. If a book is damaged or wrong, see the Returns page.`,
    bn: `আমরা কুরিয়ারে বাংলাদেশের প্রতিটি জেলায় বই পাঠাই। এই পাতার তালিকায় আছে আমাদের ডেলিভারি এলাকা, প্রতিটিতে ডেলিভারির খরচ আর সাধারণত কত দিন লাগে; আপনার ঠিকানার চার্জ চেকআউটে, অর্ডার নিশ্চিত করার আগেই দেখানো হয়।

## যেভাবে হয়
- অর্ডারের পর আমরা বই প্যাক করে কুরিয়ারকে দিই। অর্ডার পাঠানো হলে ই-মেইল পাবেন, আর আমার অর্ডার পাতায় তার খোঁজ রাখতে পারবেন।
- আসার আগে কুরিয়ার আপনার দেওয়া নম্বরে ফোন করেন, তাই নম্বরটি চালু রাখুন।
- দিন গোনা হয় অর্ডারের দিন থেকে, আর তা সাধারণত যা হয় তা-ই; ছুটি, হরতাল বা খারাপ আবহাওয়ায় বেশি লাগতে পারে। আগে মূল্য পরিশোধ করে থাকলে দোকানের নিজের শহরে ৫ দিনের মধ্যে আর অন্য জায়গায় ১০ দিনের মধ্যে পৌঁছে দিই, নয়তো টাকা ফেরত দিই (ফেরত নীতি পাতা দেখুন)।

## দরজায় মূল্য পরিশোধ
যেখানে ক্যাশ অন ডেলিভারি আছে, অর্ডারে দেখানো টাকাই কুরিয়ারকে দেবেন: বইয়ের দাম আর ডেলিভারি চার্জ, এর বেশি কিছু নয়।

## পার্সেল হাতে পেলে
সম্ভব হলে কুরিয়ারের সামনেই দেখে নিন। বই ক্ষতিগ্রস্ত বা ভুল হলে ফেরত নীতি পাতা দেখুন।`,
  },
};

/**
 * The text a policy page shows. The owner's text (settings.pages) replaces the default as a whole page:
 * - both languages empty (after trimming): the default texts, in both languages;
 * - one language written and the other empty: the written one is shown in both, since a default in the other language
 *   could promise what the owner's own policy does not (the dashboard should say "empty: your text in the other
 *   language is shown; both empty: the shop's default text is shown");
 * - both written: the owner's.
 */
export function policyPageText(page: PolicyPage, owner: LocalizedText | undefined): LocalizedText {
  const en = owner?.en.trim() ?? '';
  const bn = owner?.bn.trim() ?? '';
  if (!en && !bn) return DEFAULT_POLICY_PAGES[page];
  return { en: en || bn, bn: bn || en };
}
