// The public entry of reviews: the book page's Reviews tab loads it lazily (the list, the reader's form, their texts).
export { BookReviews } from './components/book-reviews';
