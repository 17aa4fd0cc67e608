import { Route, Routes } from 'react-router';
import { RequireSession } from './guards';
import { page } from './lazy-page';
import { LocaleRoot } from './locale-root';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from './not-found-page';

/**
 * The pages no search engine lands on and the server does not render (the cart, checkout, sign-in, tracking…) are named
 * in a small chunk of their own (./more-pages), so their chunks' names stay out of the first download (120 KB budget);
 * the first of them to open loads it, then its own chunk.
 */
const morePages = () => import('./more-pages');

const HomePage = page(() => import('../features/home/pages/home-page'), 'HomePage');
const AllProductsPage = page(() => import('../features/catalog/pages/all-products-page'), 'AllProductsPage');
const BookDetailPage = page(() => import('../features/book-detail/pages/book-detail-page'), 'BookDetailPage');
const AuthorPage = page(() => import('../features/authors/pages/author-page'), 'AuthorPage');
const shelfPages = () => import('../features/catalogue/pages/shelf-pages');
const CategoryPage = page(shelfPages, 'CategoryPage');
const PublisherPage = page(shelfPages, 'PublisherPage');
const SeriesPage = page(shelfPages, 'SeriesPage');
const AboutPage = page(() => morePages().then((more) => more.AboutPage()), 'AboutPage');
const ContactPage = page(() => morePages().then((more) => more.ContactPage()), 'ContactPage');
const BlogsPage = page(() => morePages().then((more) => more.BlogsPage()), 'BlogsPage');
const TermsPage = page(() => import('../features/content/pages/policy-page'), 'TermsPage');
const PrivacyPage = page(() => import('../features/content/pages/policy-page'), 'PrivacyPage');
const ReturnsPage = page(() => import('../features/content/pages/policy-page'), 'ReturnsPage');
const DeliveryPage = page(() => import('../features/content/pages/policy-page'), 'DeliveryPage');
const CartPage = page(() => morePages().then((more) => more.CartPage()), 'CartPage');
const CheckoutPage = page(() => morePages().then((more) => more.CheckoutPage()), 'CheckoutPage');
const LoginPage = page(() => morePages().then((more) => more.LoginPage()), 'LoginPage');
const RegisterPage = page(() => morePages().then((more) => more.RegisterPage()), 'RegisterPage');
const ForgotPasswordPage = page(() => morePages().then((more) => more.ForgotPasswordPage()), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => morePages().then((more) => more.ResetPasswordPage()), 'ResetPasswordPage');
const NewsletterConfirmPage = page(() => morePages().then((more) => more.NewsletterConfirmPage()), 'NewsletterConfirmPage');
const NewsletterUnsubscribePage = page(() => morePages().then((more) => more.NewsletterUnsubscribePage()), 'NewsletterUnsubscribePage');
const ProfilePage = page(() => morePages().then((more) => more.ProfilePage()), 'ProfilePage');
const RequestBookPage = page(() => morePages().then((more) => more.RequestBookPage()), 'RequestBookPage');
const TrackPage = page(() => morePages().then((more) => more.TrackPage()), 'TrackPage');

const DashboardRoutes = page(() => import('./dashboard-routes'), 'DashboardRoutes');

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
    {/* The dashboards are one chunk of their own, loaded on the way into /dashboard: their route table is no part of a shopper's first download. */}
    <Route path="dashboard/*" element={<DashboardRoutes />} />
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
