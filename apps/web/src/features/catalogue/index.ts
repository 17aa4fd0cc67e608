// The public entry of catalogue (issue 34): categories, publishers and series as the storefront and the admin read and
// change them. Its pages are loaded lazily by the router (app/router.tsx) from pages/, never through this entry.
// Importing it registers those pages' texts: the server render needs them before it renders a page (entry-server.tsx).
import './messages';

export {
  ADMIN_CATEGORIES_KEY,
  CATEGORIES_KEY,
  PUBLISHERS_KEY,
  SERIES_KEY,
  categoryPageQuery,
  publisherQuery,
  seriesQuery,
  shelfBooksQuery,
  type ShelfFilter,
  type ShelfPage,
  useAdminCategories,
  useCategories,
  useCategoryPage,
  useCreateCategory,
  useCreatePublisher,
  useCreateSeries,
  useMergeCategory,
  usePublisher,
  usePublishers,
  useSeries,
  useSeriesList,
  useUpdateCategory,
  useUpdatePublisher,
  useUpdateSeries,
} from './api/catalogue-api';
export { categoryDepth, categoryOptions, categoryPath, type CategoryOption, isSpecCategory, nameIn } from './lib/names';
export { categoryPagePath, publisherPagePath, SHELF_PAGE_SIZE, seriesPagePath, shelfPageOf } from './lib/paths';
