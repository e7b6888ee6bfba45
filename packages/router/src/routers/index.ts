import { t } from '../trpc';
import { adminAppsRouter } from './adminApps';
import { adminBlogRouter } from './adminBlog';
import { adminDashboardRouter } from './adminDashboard';
import { adminFilesRouter } from './adminFiles';
import { appsRouter } from './apps';
import { authRouter } from './auth';
import { blogRouter } from './blog';

export const appRouter = t.router({
  auth: authRouter,
  apps: appsRouter,
  blog: blogRouter,
  admin: t.router({
    apps: adminAppsRouter,
    blog: adminBlogRouter,
    dashboard: adminDashboardRouter,
    files: adminFilesRouter,
  }),
});

export type AppRouter = typeof appRouter;
