import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import './adminStyles';
import { AdminGuard } from './AdminGuard';
import { AppFormPage } from './apps/AppFormPage';
import { AppsListPage } from './apps/AppsListPage';
import { BlogListPage } from './blog/BlogListPage';
import { BlogPostFormPage } from './blog/BlogPostFormPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { MediaLibraryPage } from './files/MediaLibraryPage';
import { OutboxPage } from './outbox/OutboxPage';
import { RevisionsPage } from './revisions/RevisionsPage';
import { SettingsPage } from './settings/SettingsPage';
import { SubscribersPage } from './subscribers/SubscribersPage';

// Its own chunk: the new-password rule brings zxcvbn's dictionaries, which no other admin screen needs.
const AccountPage = lazy(async () => ({
  default: (await import('./account/AccountPage')).AccountPage,
}));

/** Everything under /admin/*, behind the admin guard. */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminGuard />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="apps" element={<AppsListPage />} />
        <Route path="apps/new" element={<AppFormPage />} />
        <Route path="apps/edit/:id" element={<AppFormPage />} />
        <Route path="apps/revisions/:id" element={<RevisionsPage kind="apps" />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/new" element={<BlogPostFormPage />} />
        <Route path="blog/edit/:id" element={<BlogPostFormPage />} />
        <Route path="blog/revisions/:id" element={<RevisionsPage kind="blog" />} />
        <Route
          path="account"
          element={
            <Suspense fallback={<PageLoader label="Loading" />}>
              <AccountPage />
            </Suspense>
          }
        />
        <Route path="media" element={<MediaLibraryPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="subscribers" element={<SubscribersPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
