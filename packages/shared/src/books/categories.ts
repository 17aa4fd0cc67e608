export const BOOK_CATEGORIES = ['Fiction', 'Religious', 'Poetry', 'SelfDevelopment', 'Science'] as const;
export type BookCategory = (typeof BOOK_CATEGORIES)[number];

export const BOOK_CATEGORY_LABELS: Record<BookCategory, string> = {
  Fiction: 'Fiction',
  Religious: 'Religious',
  Poetry: 'Poetry',
  SelfDevelopment: 'Self Development',
  Science: 'Science',
};
