import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import './adminStyles';
import { AccountPage } from './account/AccountPage';
import { AdminGuard } from './AdminGuard';
import { AppFormPage } from './apps/AppFormPage';
import { AppsListPage } from './apps/AppsListPage';
import { BlogListPage } from './blog/BlogListPage';
import { BlogPostFormPage } from './blog/BlogPostFormPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { MediaLibraryPage } from './files/MediaLibraryPage';
import { RevisionsPage } from './revisions/RevisionsPage';
import { SettingsPage } from './settings/SettingsPage';

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
        <Route path="account" element={<AccountPage />} />
        <Route path="media" element={<MediaLibraryPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
