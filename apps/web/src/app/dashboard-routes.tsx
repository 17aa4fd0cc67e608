import { Route, Routes } from 'react-router';
import { AdminOnly } from './guards';
import { DashboardLayout } from './layout/dashboard-layout';
import { page } from './lazy-page';

const ProfilePage = page(() => import('../features/account/pages/profile-page'), 'ProfilePage');
const OutboxPage = page(() => import('../features/admin-mail/pages/outbox-page'), 'OutboxPage');
const MessagesPage = page(() => import('../features/admin-mail/pages/messages-page'), 'MessagesPage');
const AdminReviewsPage = page(() => import('../features/reviews/pages/admin-reviews-page'), 'AdminReviewsPage');
const UpdatePasswordPage = page(() => import('../features/account/pages/update-password-page'), 'UpdatePasswordPage');
const MyOrdersPage = page(() => import('../features/orders/pages/my-orders-page'), 'MyOrdersPage');
const OrderPage = page(() => import('../features/orders/pages/order-page'), 'OrderPage');
const AddBookPage = page(() => import('../features/admin-books/pages/add-book-page'), 'AddBookPage');
const BookManagementPage = page(() => import('../features/admin-books/pages/book-management-page'), 'BookManagementPage');
const UserManagementPage = page(() => import('../features/admin-users/pages/user-management-page'), 'UserManagementPage');
const OrderDashboardPage = page(() => import('../features/admin-orders/pages/order-dashboard-page'), 'OrderDashboardPage');
const AdminOrderPage = page(() => import('../features/admin-orders/pages/admin-order-page'), 'AdminOrderPage');
const WishlistPage = page(() => import('../features/wishlist/pages/wishlist-page'), 'WishlistPage');
const AddressesPage = page(() => import('../features/addresses/pages/addresses-page'), 'AddressesPage');
const BookImportPage = page(() => import('../features/book-imports/pages/book-import-page'), 'BookImportPage');
const ReportsPage = page(() => import('../features/reports/pages/reports-page'), 'ReportsPage');
const SettingsPage = page(() => import('../features/admin-settings/pages/settings-page'), 'SettingsPage');
const PromotionsPage = page(() => import('../features/admin-promotions/pages/promotions-page'), 'PromotionsPage');
const CataloguePage = page(() => import('../features/admin-catalogue/pages/catalogue-page'), 'CataloguePage');
const SalesPage = page(() => import('../features/admin-sales/pages/sales-page'), 'SalesPage');
const BookRequestsPage = page(() => import('../features/book-requests/pages/book-requests-page'), 'BookRequestsPage');
const AuditPage = page(() => import('../features/admin-audit/pages/audit-page'), 'AuditPage');
const WelcomePage = page(() => import('../features/dashboard/pages/welcome-page'), 'WelcomePage');

/** /dashboard/* (SPEC §2): the customer's and the admin's pages, under the dashboard layout; matched below /dashboard or /bn/dashboard. */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route path="user-pass" element={<UpdatePasswordPage />} />
        <Route path="user-orders" element={<MyOrdersPage />} />
        <Route path="user-orders/:id" element={<OrderPage />} />
        <Route path="user-route3" element={<ProfilePage />} />
        <Route path="wishlist" element={<WishlistPage />} />
        <Route path="addresses" element={<AddressesPage />} />
        <Route element={<AdminOnly />}>
          <Route path="book-form" element={<AddBookPage />} />
          <Route path="book-list" element={<BookManagementPage />} />
          <Route path="book-import" element={<BookImportPage />} />
          <Route path="categories" element={<CataloguePage />} />
          <Route path="user-management" element={<UserManagementPage />} />
          <Route path="order-dashboard" element={<OrderDashboardPage />} />
          <Route path="outbox" element={<OutboxPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="reviews" element={<AdminReviewsPage />} />
          <Route path="order-dashboard/:id" element={<AdminOrderPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="promotions" element={<PromotionsPage />} />
          <Route path="sales" element={<SalesPage />} />
          <Route path="book-requests" element={<BookRequestsPage />} />
          <Route path="settings" element={<SettingsPage />} />
        </Route>
        {/* Any other dashboard path shows the welcome page. */}
        <Route index element={<WelcomePage />} />
        <Route path="*" element={<WelcomePage />} />
      </Route>
    </Routes>
  );
}
