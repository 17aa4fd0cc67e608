export { wishlistPlugin, type WishlistPluginOptions } from './wishlist-plugin';
