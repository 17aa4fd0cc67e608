export { notificationsPlugin, type NotificationsPluginOptions } from './notifications-plugin';
export { NO_ORDER_NOTICES, type CourierNotices, type NotificationsService, type OrderNotices, type RestockNotices } from './notifications-service';
