import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminOnly, RequireSession } from './guards';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from './not-found-page';

/**
 * The route table of SPEC §2. Every page is its own chunk; the dashboards and checkout are never part of a
 * shopper's first download.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, lazy: () => import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: 'all-products', lazy: () => import('../features/catalog/pages/all-products-page').then((m) => ({ Component: m.AllProductsPage })) },
      { path: 'product-details/:id', lazy: () => import('../features/book-detail/pages/book-detail-page').then((m) => ({ Component: m.BookDetailPage })) },
      { path: 'about', lazy: () => import('../features/content/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'contact', lazy: () => import('../features/content/pages/contact-page').then((m) => ({ Component: m.ContactPage })) },
      { path: 'blogs', lazy: () => import('../features/content/pages/blogs-page').then((m) => ({ Component: m.BlogsPage })) },
      { path: 'checkout', lazy: () => import('../features/checkout/pages/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
      { path: 'login', lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
      { path: 'register', lazy: () => import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })) },
      { path: 'forgot-password', lazy: () => import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })) },
      {
        element: <RequireSession />,
        children: [{ path: 'profile', lazy: () => import('../features/account/pages/profile-page').then((m) => ({ Component: m.ProfilePage })) }],
      },
      {
        path: 'dashboard',
        lazy: () => import('./layout/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          { path: 'user-pass', lazy: () => import('../features/account/pages/update-password-page').then((m) => ({ Component: m.UpdatePasswordPage })) },
          { path: 'user-orders', lazy: () => import('../features/orders/pages/my-orders-page').then((m) => ({ Component: m.MyOrdersPage })) },
          { path: 'user-route3', lazy: () => import('../features/account/pages/profile-page').then((m) => ({ Component: m.ProfilePage })) },
          {
            element: <AdminOnly />,
            children: [
              { path: 'book-form', lazy: () => import('../features/admin-books/pages/add-book-page').then((m) => ({ Component: m.AddBookPage })) },
              { path: 'book-list', lazy: () => import('../features/admin-books/pages/book-management-page').then((m) => ({ Component: m.BookManagementPage })) },
              { path: 'user-management', lazy: () => import('../features/admin-users/pages/user-management-page').then((m) => ({ Component: m.UserManagementPage })) },
              { path: 'order-dashboard', lazy: () => import('../features/admin-orders/pages/order-dashboard-page').then((m) => ({ Component: m.OrderDashboardPage })) },
            ],
          },
          // Any other dashboard path shows the welcome page.
          { index: true, lazy: () => import('../features/dashboard/pages/welcome-page').then((m) => ({ Component: m.WelcomePage })) },
          { path: '*', lazy: () => import('../features/dashboard/pages/welcome-page').then((m) => ({ Component: m.WelcomePage })) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
