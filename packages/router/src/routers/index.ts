import { t } from '../trpc';
import { accountRouter } from './account';
import { adminAnalyticsRouter } from './adminAnalytics';
import { adminAppsRouter } from './adminApps';
import { adminBlogRouter } from './adminBlog';
import { adminDashboardRouter } from './adminDashboard';
import { adminReleasesRouter } from './adminReleases';
import { adminFilesRouter } from './adminFiles';
import { adminMailRouter } from './adminMail';
import { adminSettingsRouter } from './adminSettings';
import { adminSubscribersRouter } from './adminSubscribers';
import { appsRouter } from './apps';
import { authRouter } from './auth';
import { blogRouter } from './blog';
import { previewRouter } from './preview';
import { siteRouter } from './site';
import { subscriptionsRouter } from './subscriptions';

export const appRouter = t.router({
  auth: authRouter,
  account: accountRouter,
  apps: appsRouter,
  blog: blogRouter,
  preview: previewRouter,
  site: siteRouter,
  subscriptions: subscriptionsRouter,
  admin: t.router({
    apps: adminAppsRouter,
    releases: adminReleasesRouter,
    blog: adminBlogRouter,
    dashboard: adminDashboardRouter,
    files: adminFilesRouter,
    analytics: adminAnalyticsRouter,
    settings: adminSettingsRouter,
    mail: adminMailRouter,
    subscribers: adminSubscribersRouter,
  }),
});

export type AppRouter = typeof appRouter;
