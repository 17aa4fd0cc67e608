import { inPageLanguage } from './localized';

/** Blog posts of the Blogs page (SPEC §3: hard-coded). 16 posts, so the 6-per-page grid has three pages. */
export type BlogCategory = 'reviews' | 'guides' | 'interviews' | 'news';
export const BLOG_CATEGORIES: BlogCategory[] = ['reviews', 'guides', 'interviews', 'news'];

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  author: { name: string; avatar: string; role: string };
  category: BlogCategory;
  tags: string[];
  image: string;
  readTime: string;
  publishedDate: string;
  views: number;
  likes: number;
  comments: number;
  featured: boolean;
}

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    title: 'Why Humayun Ahmed still sells out every book fair',
    excerpt: "Our editors read it so you can decide: what works, what doesn't and who will love it.",
    content:
      "Our editors read it so you can decide: what works, what doesn't and who will love it. Why Humayun Ahmed still sells out every book fair — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.",
    author: { name: 'Sadia Islam', avatar: '', role: 'Senior Editor' },
    category: 'reviews',
    tags: ['Humayun Ahmed', 'Fiction'],
    image: '',
    readTime: '7 min read',
    publishedDate: '2024-03-10',
    views: 5820,
    likes: 412,
    comments: 38,
    featured: true,
  },
  {
    id: 2,
    title: "A beginner's guide to reading Tagore",
    excerpt: 'A practical, step-by-step guide with our favourite titles to get you started.',
    content:
      "A practical, step-by-step guide with our favourite titles to get you started. A beginner's guide to reading Tagore — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.",
    author: { name: 'Imran Hossain', avatar: '', role: 'Literature Writer' },
    category: 'guides',
    tags: ['Tagore', 'Poetry'],
    image: '',
    readTime: '10 min read',
    publishedDate: '2024-03-02',
    views: 4210,
    likes: 388,
    comments: 21,
    featured: false,
  },
  {
    id: 3,
    title: 'In conversation with a young Sylheti poet',
    excerpt: 'We sat down for a long conversation about books, writing and the readers who make it all worthwhile.',
    content:
      'We sat down for a long conversation about books, writing and the readers who make it all worthwhile. In conversation with a young Sylheti poet — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.',
    author: { name: 'Mitu Das', avatar: '', role: 'Features Writer' },
    category: 'interviews',
    tags: ['Poetry', 'Interview'],
    image: '',
    readTime: '5 min read',
    publishedDate: '2024-02-25',
    views: 2105,
    likes: 176,
    comments: 14,
    featured: false,
  },
  {
    id: 4,
    title: 'Ekushey Book Fair 2024: what to expect',
    excerpt: 'The latest from Boipoka and the world of books in Bangladesh.',
    content:
      'The latest from Boipoka and the world of books in Bangladesh. Ekushey Book Fair 2024: what to expect — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.',
    author: { name: 'Rafiq Ahmed', avatar: '', role: 'News Desk' },
    category: 'news',
    tags: ['Book Fair', 'Events'],
    image: '',
    readTime: '8 min read',
    publishedDate: '2024-02-01',
    views: 7340,
    likes: 520,
    comments: 61,
    featured: false,
  },
  {
    id: 5,
    title: 'Review: Amar Bondhu Rashed, forty years on',
    excerpt: "Our editors read it so you can decide: what works, what doesn't and who will love it.",
    content:
      "Our editors read it so you can decide: what works, what doesn't and who will love it. Review: Amar Bondhu Rashed, forty years on — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.",
    author: { name: 'Shirin Akter', avatar: '', role: 'Chief Editor' },
    category: 'reviews',
    tags: ['Muhammed Zafar Iqbal', 'Kids & Teens'],
    image: '',
    readTime: '11 min read',
    publishedDate: '2024-01-28',
    views: 3120,
    likes: 298,
    comments: 19,
    featured: false,
  },
  {
    id: 6,
    title: 'How to build a home library on a student budget',
    excerpt: 'A practical, step-by-step guide with our favourite titles to get you started.',
    content:
      'A practical, step-by-step guide with our favourite titles to get you started. How to build a home library on a student budget — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.',
    author: { name: 'Kamrul Hasan', avatar: '', role: 'Operations' },
    category: 'guides',
    tags: ['Budget', 'Tips'],
    image: '',
    readTime: '6 min read',
    publishedDate: '2024-01-20',
    views: 6480,
    likes: 601,
    comments: 44,
    featured: false,
  },
  {
    id: 7,
    title: 'Meet the translator bringing Nazrul to new readers',
    excerpt: 'We sat down for a long conversation about books, writing and the readers who make it all worthwhile.',
    content:
      'We sat down for a long conversation about books, writing and the readers who make it all worthwhile. Meet the translator bringing Nazrul to new readers — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.',
    author: { name: 'Sadia Islam', avatar: '', role: 'Senior Editor' },
    category: 'interviews',
    tags: ['Nazrul', 'Translation'],
    image: '',
    readTime: '9 min read',
    publishedDate: '2024-01-12',
    views: 1890,
    likes: 150,
    comments: 9,
    featured: false,
  },
  {
    id: 8,
    title: 'Boipoka now delivers to all 64 districts',
    excerpt: 'The latest from Boipoka and the world of books in Bangladesh.',
    content:
      'The latest from Boipoka and the world of books in Bangladesh. Boipoka now delivers to all 64 districts — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.',
    author: { name: 'Rafiq Ahmed', avatar: '', role: 'News Desk' },
    category: 'news',
    tags: ['Delivery', 'Announcement'],
    image: '',
    readTime: '4 min read',
    publishedDate: '2024-01-05',
    views: 5010,
    likes: 333,
    comments: 27,
    featured: false,
  },
  {
    id: 9,
    title: 'Review: the new illustrated Gitanjali',
    excerpt: "Our editors read it so you can decide: what works, what doesn't and who will love it.",
    content:
      "Our editors read it so you can decide: what works, what doesn't and who will love it. Review: the new illustrated Gitanjali — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.",
    author: { name: 'Imran Hossain', avatar: '', role: 'Literature Writer' },
    category: 'reviews',
    tags: ['Tagore', 'Collections'],
    image: '',
    readTime: '7 min read',
    publishedDate: '2023-12-18',
    views: 2780,
    likes: 265,
    comments: 16,
    featured: false,
  },
  {
    id: 10,
    title: 'Reading science fiction in Bangla: where to start',
    excerpt: 'A practical, step-by-step guide with our favourite titles to get you started.',
    content:
      'A practical, step-by-step guide with our favourite titles to get you started. Reading science fiction in Bangla: where to start — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.',
    author: { name: 'Mitu Das', avatar: '', role: 'Features Writer' },
    category: 'guides',
    tags: ['Science Fiction', 'Guide'],
    image: '',
    readTime: '10 min read',
    publishedDate: '2023-12-05',
    views: 3650,
    likes: 310,
    comments: 23,
    featured: false,
  },
  {
    id: 11,
    title: "A bookseller's forty years in Nilkhet",
    excerpt: 'We sat down for a long conversation about books, writing and the readers who make it all worthwhile.',
    content:
      "We sat down for a long conversation about books, writing and the readers who make it all worthwhile. A bookseller's forty years in Nilkhet — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.",
    author: { name: 'Shirin Akter', avatar: '', role: 'Chief Editor' },
    category: 'interviews',
    tags: ['Nilkhet', 'Community'],
    image: '',
    readTime: '5 min read',
    publishedDate: '2023-11-22',
    views: 4420,
    likes: 402,
    comments: 35,
    featured: false,
  },
  {
    id: 12,
    title: 'A reading list from Chittagong',
    excerpt: 'The latest from Boipoka and the world of books in Bangladesh.',
    content:
      'The latest from Boipoka and the world of books in Bangladesh. A reading list from Chittagong — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.',
    author: { name: 'Kamrul Hasan', avatar: '', role: 'Operations' },
    category: 'news',
    tags: ['Reading Lists', 'Chittagong'],
    image: '',
    readTime: '8 min read',
    publishedDate: '2023-11-10',
    views: 1540,
    likes: 98,
    comments: 7,
    featured: false,
  },
  {
    id: 13,
    title: 'Review: a quiet masterpiece of rural life',
    excerpt: "Our editors read it so you can decide: what works, what doesn't and who will love it.",
    content:
      "Our editors read it so you can decide: what works, what doesn't and who will love it. Review: a quiet masterpiece of rural life — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.",
    author: { name: 'Sadia Islam', avatar: '', role: 'Senior Editor' },
    category: 'reviews',
    tags: ['Fiction', 'Review'],
    image: '',
    readTime: '11 min read',
    publishedDate: '2023-10-30',
    views: 2230,
    likes: 201,
    comments: 12,
    featured: false,
  },
  {
    id: 14,
    title: 'Five habits that help you read every day',
    excerpt: 'A practical, step-by-step guide with our favourite titles to get you started.',
    content:
      'A practical, step-by-step guide with our favourite titles to get you started. Five habits that help you read every day — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.',
    author: { name: 'Mahmud Karim', avatar: '', role: 'Customer Care' },
    category: 'guides',
    tags: ['Habits', 'Tips'],
    image: '',
    readTime: '6 min read',
    publishedDate: '2023-10-15',
    views: 8120,
    likes: 730,
    comments: 58,
    featured: false,
  },
  {
    id: 15,
    title: 'Talking poetry and protest with a Dhaka slam poet',
    excerpt: 'We sat down for a long conversation about books, writing and the readers who make it all worthwhile.',
    content:
      'We sat down for a long conversation about books, writing and the readers who make it all worthwhile. Talking poetry and protest with a Dhaka slam poet — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.',
    author: { name: 'Mitu Das', avatar: '', role: 'Features Writer' },
    category: 'interviews',
    tags: ['Poetry', 'Interview'],
    image: '',
    readTime: '9 min read',
    publishedDate: '2023-09-28',
    views: 1320,
    likes: 119,
    comments: 8,
    featured: false,
  },
  {
    id: 16,
    title: "New in store: children's science picture books",
    excerpt: 'The latest from Boipoka and the world of books in Bangladesh.',
    content:
      "The latest from Boipoka and the world of books in Bangladesh. New in store: children's science picture books — in this piece we look at the books, the people and the ideas behind it, with a short reading list at the end. Find the titles mentioned here on the All Products page.",
    author: { name: 'Rafiq Ahmed', avatar: '', role: 'News Desk' },
    category: 'news',
    tags: ['Kids & Teens', 'Science'],
    image: '',
    readTime: '4 min read',
    publishedDate: '2023-09-12',
    views: 2670,
    likes: 187,
    comments: 11,
    featured: false,
  },
];

const BN_TITLES: Record<string, string> = {
  "A beginner's guide to reading Tagore": 'রবীন্দ্রনাথ পড়া শুরু করবেন যেভাবে',
  "A bookseller's forty years in Nilkhet": 'নীলক্ষেতে এক বই বিক্রেতার চল্লিশ বছর',
  'Boipoka now delivers to all 64 districts': 'বইপোকা এখন ৬৪ জেলাতেই ডেলিভারি দেয়',
  'Ekushey Book Fair 2024: what to expect': 'একুশে বইমেলা ২০২৪: কী থাকছে এবার',
  'Five habits that help you read every day': 'প্রতিদিন পড়ার পাঁচটি অভ্যাস',
  'How to build a home library on a student budget': 'ছাত্রের বাজেটে ঘরে পাঠাগার গড়বেন যেভাবে',
  'In conversation with a young Sylheti poet': 'সিলেটের এক তরুণ কবির সঙ্গে আলাপ',
  'Meet the translator bringing Nazrul to new readers': 'নতুন পাঠকের কাছে নজরুলকে পৌঁছে দিচ্ছেন যে অনুবাদক',
  "New in store: children's science picture books": 'নতুন এসেছে: শিশুদের বিজ্ঞানের ছবির বই',
  'A reading list from Chittagong': 'চট্টগ্রাম থেকে একটি পড়ার তালিকা',
  'Reading science fiction in Bangla: where to start': 'বাংলায় বিজ্ঞান কল্পকাহিনি: কোথা থেকে শুরু করবেন',
  'Review: Amar Bondhu Rashed, forty years on': 'রিভিউ: চল্লিশ বছর পরে আমার বন্ধু রাশেদ',
  'Review: a quiet masterpiece of rural life': 'রিভিউ: গ্রামজীবনের এক নিভৃত মহৎ উপন্যাস',
  'Review: the new illustrated Gitanjali': 'রিভিউ: নতুন সচিত্র গীতাঞ্জলি',
  'Talking poetry and protest with a Dhaka slam poet': 'ঢাকার এক স্ল্যাম কবির সঙ্গে কবিতা আর প্রতিবাদের কথা',
  'Why Humayun Ahmed still sells out every book fair': 'হুমায়ূন আহমেদের বই কেন আজও প্রতি বইমেলায় ফুরিয়ে যায়',
};

const BN_EXCERPTS: Record<string, string> = {
  'A practical, step-by-step guide with our favourite titles to get you started.': 'ধাপে ধাপে কাজের একটি গাইড, শুরু করার জন্য আমাদের প্রিয় বইগুলোসহ।',
  "Our editors read it so you can decide: what works, what doesn't and who will love it.": 'আমাদের সম্পাদকেরা পড়ে দেখেছেন, যাতে আপনি ঠিক করতে পারেন: কোথায় ভালো, কোথায় দুর্বল, আর কার ভালো লাগবে।',
  'The latest from Boipoka and the world of books in Bangladesh.': 'বইপোকা আর বাংলাদেশের বইয়ের জগতের সর্বশেষ খবর।',
  'We sat down for a long conversation about books, writing and the readers who make it all worthwhile.': 'বই, লেখালেখি আর যে পাঠকদের জন্য সব সার্থক — তা নিয়ে আমাদের দীর্ঘ আলাপ।',
};

const BN_AUTHORS: Record<string, { name: string; role: string }> = {
  'Imran Hossain': { name: 'ইমরান হোসেন', role: 'সাহিত্য লেখক' },
  'Kamrul Hasan': { name: 'কামরুল হাসান', role: 'অপারেশনস' },
  'Mahmud Karim': { name: 'মাহমুদ করিম', role: 'গ্রাহকসেবা' },
  'Mitu Das': { name: 'মিতু দাস', role: 'ফিচার লেখক' },
  'Rafiq Ahmed': { name: 'রফিক আহমেদ', role: 'সংবাদ ডেস্ক' },
  'Sadia Islam': { name: 'সাদিয়া ইসলাম', role: 'জ্যেষ্ঠ সম্পাদক' },
  'Shirin Akter': { name: 'শিরিন আক্তার', role: 'প্রধান সম্পাদক' },
};

const BN_TAGS: Record<string, string> = {
  'Book Fair': 'বইমেলা',
  Events: 'আয়োজন',
  'Reading Lists': 'পড়ার তালিকা',
  Chittagong: 'চট্টগ্রাম',
  Budget: 'বাজেট',
  Tips: 'পরামর্শ',
  Delivery: 'ডেলিভারি',
  Announcement: 'ঘোষণা',
  Fiction: 'কথাসাহিত্য',
  Review: 'রিভিউ',
  Habits: 'অভ্যাস',
  'Humayun Ahmed': 'হুমায়ূন আহমেদ',
  'Kids & Teens': 'শিশু-কিশোর',
  Science: 'বিজ্ঞান',
  'Muhammed Zafar Iqbal': 'মুহম্মদ জাফর ইকবাল',
  Nazrul: 'নজরুল',
  Translation: 'অনুবাদ',
  Nilkhet: 'নীলক্ষেত',
  Community: 'পাঠক সমাজ',
  Poetry: 'কবিতা',
  Interview: 'সাক্ষাৎকার',
  'Science Fiction': 'বিজ্ঞান কল্পকাহিনি',
  Guide: 'গাইড',
  Tagore: 'রবীন্দ্রনাথ',
  Collections: 'সংগ্রহ',
};

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const banglaDigits = (text: string) => text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)]!);

const BLOG_POSTS_BN: BlogPost[] = BLOG_POSTS.map((post) => {
  const title = BN_TITLES[post.title] ?? post.title;
  const excerpt = BN_EXCERPTS[post.excerpt] ?? post.excerpt;
  const author = BN_AUTHORS[post.author.name];
  return {
    ...post,
    title,
    excerpt,
    content: `${excerpt} ${title} — এই লেখায় আমরা দেখেছি এর পেছনের বই, মানুষ আর ভাবনাগুলো, শেষে আছে ছোট একটি পড়ার তালিকা। এখানে যে বইগুলোর কথা আছে, সেগুলো খুঁজে নিন 'সব বই' পাতায়।`,
    author: { ...post.author, name: author?.name ?? post.author.name, role: author?.role ?? post.author.role },
    tags: post.tags.map((tag) => BN_TAGS[tag] ?? tag),
    readTime: banglaDigits(post.readTime.replace(/(\d+) min read/, '$1 মিনিটের পড়া')),
  };
});

/** The blog's posts in the page's language. */
export function blogPosts(): BlogPost[] {
  return inPageLanguage(BLOG_POSTS, BLOG_POSTS_BN);
}
