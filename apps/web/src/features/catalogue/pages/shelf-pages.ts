// The category, publisher and series pages, loaded by the router as one chunk (one dynamic import in the app's entry
// instead of three: each costs the entry its list of dependencies, and these pages share nearly all their code).
export { CategoryPage } from './category-page';
export { PublisherPage } from './publisher-page';
export { SeriesPage } from './series-page';
