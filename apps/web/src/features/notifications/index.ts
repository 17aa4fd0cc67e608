// The public entry of notifications: the admins' bell in the header (app/layout/notification-bell.tsx) reads, marks
// and words the notifications through it; importing this entry registers their texts.
import './messages';

export { NOTIFICATIONS_KEY, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api/use-notifications';
export { NotificationMessage, notificationLink, notificationText } from './notification-text';
