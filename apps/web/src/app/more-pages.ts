/**
 * The storefront's pages that are not server-rendered and are not where a shopper lands from a search engine: each still
 * its own chunk, named here (each a loader of its module) rather than in the first download's route table (app/router.tsx).
 */
export const CartPage = () => import('../features/cart/pages/cart-page');
export const CheckoutPage = () => import('../features/checkout/pages/checkout-page');
export const LoginPage = () => import('../features/auth/pages/login-page');
export const RegisterPage = () => import('../features/auth/pages/register-page');
export const ForgotPasswordPage = () => import('../features/auth/pages/forgot-password-page');
export const ResetPasswordPage = () => import('../features/auth/pages/reset-password-page');
export const NewsletterConfirmPage = () => import('../features/newsletter/pages/newsletter-link-page');
export const NewsletterUnsubscribePage = () => import('../features/newsletter/pages/newsletter-link-page');
export const ProfilePage = () => import('../features/account/pages/profile-page');
export const RequestBookPage = () => import('../features/book-requests/pages/request-book-page');
export const TrackPage = () => import('../features/track/pages/track-page');
export const AboutPage = () => import('../features/content/pages/about-page');
export const ContactPage = () => import('../features/content/pages/contact-page');
export const BlogsPage = () => import('../features/content/pages/blogs-page');
