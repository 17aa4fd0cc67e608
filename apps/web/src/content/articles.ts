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
