import { illustratedCover } from './illustrated-cover';

/** The home page's featured-book spotlight (SPEC §2, §9: hard-coded; 45.00 struck from 60.00, 25% off, 4.9/5, 2,847 reviews). */
export interface SpotlightBook {
  title: string;
  author: string;
  description: string;
  image: string;
  rating: number;
  reviews: number;
  price: number;
  oldPrice: number;
  discountPercent: number;
  tags: string[];
}

export const SPOTLIGHT_BOOK: SpotlightBook = {
  title: 'Shesher Kobita',
  author: 'Rabindranath Tagore',
  description:
    'Amit and Labanya meet on the hills of Shillong and fall into a love that talks in poems. A witty, lyrical novel about romance and freedom, newly translated with an introduction and notes.',
  image: illustratedCover('Shesher Kobita', 'Rabindranath Tagore', '#b45309', '#78350f'),
  rating: 4.9,
  reviews: 2847,
  price: 45,
  oldPrice: 60,
  discountPercent: 25,
  tags: ['Classic', 'Romance', 'Translated', 'Hardcover'],
};
