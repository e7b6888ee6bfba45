import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';

/** Loads a page's code on first visit, keeping it out of the initial bundle. */
function lazyPage<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const AppsPage = lazyPage(
  () => import('./pages/apps/AppsPage'),
  (m) => m.AppsPage,
);
const AppDetailPage = lazyPage(
  () => import('./pages/app-detail/AppDetailPage'),
  (m) => m.AppDetailPage,
);
const AppTermsPage = lazyPage(
  () => import('./pages/app-legal/AppTermsPage'),
  (m) => m.AppTermsPage,
);
const AppPrivacyPage = lazyPage(
  () => import('./pages/app-legal/AppPrivacyPage'),
  (m) => m.AppPrivacyPage,
);
const AppAccountDeletionPage = lazyPage(
  () => import('./pages/app-legal/AppAccountDeletionPage'),
  (m) => m.AppAccountDeletionPage,
);
const AboutPage = lazyPage(
  () => import('./pages/about/AboutPage'),
  (m) => m.AboutPage,
);
const BlogListPage = lazyPage(
  () => import('./pages/blog/BlogListPage'),
  (m) => m.BlogListPage,
);
const BlogPostPage = lazyPage(
  () => import('./pages/blog/BlogPostPage'),
  (m) => m.BlogPostPage,
);
const ContactPage = lazyPage(
  () => import('./pages/contact/ContactPage'),
  (m) => m.ContactPage,
);
const TermsPage = lazyPage(
  () => import('./pages/legal/TermsPage'),
  (m) => m.TermsPage,
);
const PrivacyPage = lazyPage(
  () => import('./pages/legal/PrivacyPage'),
  (m) => m.PrivacyPage,
);
const CookiesPage = lazyPage(
  () => import('./pages/legal/CookiesPage'),
  (m) => m.CookiesPage,
);
// The admin area (and its sign-in) is code-split away from the public pages.
const LoginPage = lazy(() => import('./auth/LoginPage'));
const AdminApp = lazy(() => import('./admin/AdminApp'));

/** The spec's route table; every screen shares the layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="apps" element={<AppsPage />} />
        <Route path="apps/category/:category" element={<AppsPage />} />
        <Route path="apps/:slug" element={<AppDetailPage />} />
        <Route path="apps/:slug/terms" element={<AppTermsPage />} />
        <Route path="apps/:slug/privacy" element={<AppPrivacyPage />} />
        <Route path="apps/:slug/account-deletion" element={<AppAccountDeletionPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="cookies" element={<CookiesPage />} />
        <Route path="auth" element={<LoginPage />} />
        <Route path="admin/*" element={<AdminApp />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
