import { inPageLanguage } from './localized';
/** The four sample articles of the home page's "Chapter & Verse" section (SPEC §2, §3). */
export type ArticleCategory = 'New Releases' | 'Community' | 'Kids & Teens' | 'Collections';

export interface Article {
  title: string;
  description: string;
  imageUrl: string;
  category: ArticleCategory;
  author: string;
  readTime: string;
  date: string;
}

export const ARTICLES: Article[] = [
  {
    title: 'Spring’s most awaited Bangla novels',
    description: 'From debut voices to returning favourites: the new fiction our editors are reading this season.',
    imageUrl: '',
    category: 'New Releases',
    author: 'Sadia Islam',
    readTime: '5 min read',
    date: '2024-03-12',
  },
  {
    title: 'Inside a Dhaka neighbourhood book circle',
    description: 'Twelve readers, one rooftop and a monthly pick: how a small reading group became a community.',
    imageUrl: '',
    category: 'Community',
    author: 'Rafiq Ahmed',
    readTime: '7 min read',
    date: '2024-02-28',
  },
  {
    title: 'Ten books to start a young reader’s shelf',
    description: 'Adventure, science and rhymes — our pick for children and teens taking their first steps into reading.',
    imageUrl: '',
    category: 'Kids & Teens',
    author: 'Mitu Das',
    readTime: '4 min read',
    date: '2024-02-10',
  },
  {
    title: 'Reviewing the complete Tagore collection',
    description: 'We read the new twelve-volume set cover to cover. Here is what is in it and who it is for.',
    imageUrl: '',
    category: 'Collections',
    author: 'Imran Hossain',
    readTime: '9 min read',
    date: '2024-01-22',
  },
];

/** Which article categories each tab shows; the spec only stored the tab, here it filters where a mapping makes sense. */
export const ARTICLE_TABS = ['all', 'newReleases', 'bookReviews', 'events'] as const;
export type ArticleTab = (typeof ARTICLE_TABS)[number];
export const ARTICLE_TAB_CATEGORIES: Record<Exclude<ArticleTab, 'all'>, ArticleCategory[]> = {
  newReleases: ['New Releases'],
  // Collection round-ups and reading lists are our reviews.
  bookReviews: ['Collections', 'Kids & Teens'],
  // Community gatherings are the events we write about.
  events: ['Community'],
};

const ARTICLES_BN: Article[] = ARTICLES.map((article, index) => ({
  ...article,
  ...[
    {
      title: 'এই বসন্তের সবচেয়ে প্রতীক্ষিত বাংলা উপন্যাস',
      description: 'নতুন কণ্ঠ থেকে প্রিয় লেখকদের ফিরে আসা: এই মৌসুমে আমাদের সম্পাদকেরা যে নতুন কথাসাহিত্য পড়ছেন।',
      author: 'সাদিয়া ইসলাম',
      readTime: '৫ মিনিটের পড়া',
    },
    { title: 'ঢাকার এক পাড়ার বইয়ের আড্ডায়', description: 'বারোজন পাঠক, একটি ছাদ আর মাসে একটি বই: ছোট্ট এক পাঠচক্র যেভাবে হয়ে উঠল একটি পরিবার।', author: 'রফিক আহমেদ', readTime: '৭ মিনিটের পড়া' },
    { title: 'ছোট পাঠকের তাক সাজানোর দশটি বই', description: 'অভিযান, বিজ্ঞান আর ছড়া — পড়ার পথে প্রথম পা রাখা শিশু-কিশোরদের জন্য আমাদের বাছাই।', author: 'মিতু দাস', readTime: '৪ মিনিটের পড়া' },
    { title: 'রবীন্দ্র রচনাবলির পূর্ণ সংগ্রহ: আমাদের পর্যালোচনা', description: 'বারো খণ্ডের নতুন সেটটি আমরা আগাগোড়া পড়েছি। কী আছে এতে, আর কার জন্য এটি।', author: 'ইমরান হোসেন', readTime: '৯ মিনিটের পড়া' },
  ][index],
}));

export function articles(): Article[] {
  return inPageLanguage(ARTICLES, ARTICLES_BN);
}

const ARTICLE_CATEGORY_LABELS_BN: Record<ArticleCategory, string> = {
  'New Releases': 'নতুন বই',
  Community: 'পাঠক সমাজ',
  'Kids & Teens': 'শিশু-কিশোর',
  Collections: 'সংগ্রহ',
};

/** An article's category as shown (the category itself stays the key that filters). */
export function articleCategoryLabel(category: ArticleCategory): string {
  return inPageLanguage(category, ARTICLE_CATEGORY_LABELS_BN[category]);
}
