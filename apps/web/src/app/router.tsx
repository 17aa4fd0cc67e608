import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { catalogsReady } from '../lib/i18n';
import { AdminOnly, RequireSession } from './guards';
import { LocaleRoot } from './locale-root';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from './not-found-page';

/**
 * Each page is its own chunk, so the dashboards and checkout are never part of a shopper's first download. A page
 * renders once its texts are there: on a Bangla page its module starts loading its Bangla catalogue part, and the page
 * waits for it (no flash of English).
 */
function page<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => {
    const module = await load();
    await catalogsReady();
    return { default: module[name] as ComponentType };
  });
}

const HomePage = page(() => import('../features/home/pages/home-page'), 'HomePage');
const AllProductsPage = page(() => import('../features/catalog/pages/all-products-page'), 'AllProductsPage');
const BookDetailPage = page(() => import('../features/book-detail/pages/book-detail-page'), 'BookDetailPage');
const AuthorPage = page(() => import('../features/authors/pages/author-page'), 'AuthorPage');
const shelfPages = () => import('../features/catalogue/pages/shelf-pages');
const CategoryPage = page(shelfPages, 'CategoryPage');
const PublisherPage = page(shelfPages, 'PublisherPage');
const SeriesPage = page(shelfPages, 'SeriesPage');
const AboutPage = page(() => import('../features/content/pages/about-page'), 'AboutPage');
const ContactPage = page(() => import('../features/content/pages/contact-page'), 'ContactPage');
const BlogsPage = page(() => import('../features/content/pages/blogs-page'), 'BlogsPage');
const TermsPage = page(() => import('../features/content/pages/policy-page'), 'TermsPage');
const PrivacyPage = page(() => import('../features/content/pages/policy-page'), 'PrivacyPage');
const ReturnsPage = page(() => import('../features/content/pages/policy-page'), 'ReturnsPage');
const DeliveryPage = page(() => import('../features/content/pages/policy-page'), 'DeliveryPage');
const CartPage = page(() => import('../features/cart/pages/cart-page'), 'CartPage');
const CheckoutPage = page(() => import('../features/checkout/pages/checkout-page'), 'CheckoutPage');
const LoginPage = page(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const NewsletterConfirmPage = page(() => import('../features/newsletter/pages/newsletter-link-page'), 'NewsletterConfirmPage');
const NewsletterUnsubscribePage = page(() => import('../features/newsletter/pages/newsletter-link-page'), 'NewsletterUnsubscribePage');
const OutboxPage = page(() => import('../features/admin-mail/pages/outbox-page'), 'OutboxPage');
const MessagesPage = page(() => import('../features/admin-mail/pages/messages-page'), 'MessagesPage');
const AdminReviewsPage = page(() => import('../features/reviews/pages/admin-reviews-page'), 'AdminReviewsPage');
const ProfilePage = page(() => import('../features/account/pages/profile-page'), 'ProfilePage');
const DashboardLayout = page(() => import('./layout/dashboard-layout'), 'DashboardLayout');
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
const RequestBookPage = page(() => import('../features/book-requests/pages/request-book-page'), 'RequestBookPage');
const TrackPage = page(() => import('../features/track/pages/track-page'), 'TrackPage');
const AuditPage = page(() => import('../features/admin-audit/pages/audit-page'), 'AuditPage');
const WelcomePage = page(() => import('../features/dashboard/pages/welcome-page'), 'WelcomePage');

/** The route table of SPEC §2, mounted at / (English) and at /bn (Bangla). */
const pages = (
  <Route element={<SiteLayout />}>
    <Route index element={<HomePage />} />
    <Route path="all-products" element={<AllProductsPage />} />
    <Route path="product-details/:id" element={<BookDetailPage />} />
    <Route path="authors/:slug" element={<AuthorPage />} />
    <Route path="categories/:slug" element={<CategoryPage />} />
    <Route path="publishers/:slug" element={<PublisherPage />} />
    <Route path="series/:slug" element={<SeriesPage />} />
    <Route path="about" element={<AboutPage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="request-a-book" element={<RequestBookPage />} />
    <Route path="track" element={<TrackPage />} />
    <Route path="blogs" element={<BlogsPage />} />
    <Route path="terms" element={<TermsPage />} />
    <Route path="privacy" element={<PrivacyPage />} />
    <Route path="returns" element={<ReturnsPage />} />
    <Route path="delivery" element={<DeliveryPage />} />
    <Route path="cart" element={<CartPage />} />
    <Route path="checkout" element={<CheckoutPage />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="register" element={<RegisterPage />} />
    <Route path="forgot-password" element={<ForgotPasswordPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    <Route path="newsletter/confirm" element={<NewsletterConfirmPage />} />
    <Route path="newsletter/unsubscribe" element={<NewsletterUnsubscribePage />} />
    <Route element={<RequireSession />}>
      <Route path="profile" element={<ProfilePage />} />
    </Route>
    <Route path="dashboard" element={<DashboardLayout />}>
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
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

/**
 * The route table of SPEC §2, once per language. Declarative routes (not the data router) keep React Router's share of the
 * first download at about half.
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* Bangla: the same pages under /bn. */}
      <Route path="bn" element={<LocaleRoot locale="bn" />}>
        {pages}
      </Route>
      <Route element={<LocaleRoot locale="en" />}>{pages}</Route>
    </Routes>
  );
}
