export { wishlistPlugin, type WishlistPluginOptions } from './wishlist-plugin';
export type { RestockNotices } from './wishlist-service';
