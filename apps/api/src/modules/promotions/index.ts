export { promotionsPlugin, type PromotionsPluginOptions } from './promotions-plugin';
// The promotions' port: the orders redeem a code in the order's transaction and give its use back when it is cancelled.
export { type PromoGrant, type PromoLine, type PromotionsService, promoRefused } from './promotions-service';
