export { salesPlugin, type SalesPluginOptions } from './sales-plugin';
// The sales' port: the books module asks it to price a book after its create or price edit; the home page reads the banner's sales.
export { type BannerSale, type BookSalePricing, type SalesService } from './sales-service';
