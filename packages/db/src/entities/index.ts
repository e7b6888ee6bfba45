import { ActivityEvent } from './ActivityEvent';
import { AnalyticsDailyVisitors } from './AnalyticsDailyVisitors';
import { AnalyticsPageView } from './AnalyticsPageView';
import { AnalyticsSalt } from './AnalyticsSalt';
import { AnalyticsStoreClick } from './AnalyticsStoreClick';
import { AnalyticsVisitor } from './AnalyticsVisitor';
import { App } from './App';
import { BlogPost } from './BlogPost';
import { ContentRevision } from './ContentRevision';
import { FileChunk } from './FileChunk';
import { FileVariant } from './FileVariant';
import { LoginThrottle } from './LoginThrottle';
import { PreviewLink } from './PreviewLink';
import { Session } from './Session';
import { SiteSetting } from './SiteSetting';
import { SlugRedirect } from './SlugRedirect';
import { StoredFile } from './StoredFile';
import { User } from './User';

export {
  ActivityEvent,
  AnalyticsDailyVisitors,
  AnalyticsPageView,
  AnalyticsSalt,
  AnalyticsStoreClick,
  AnalyticsVisitor,
  App,
  BlogPost,
  ContentRevision,
  FileChunk,
  FileVariant,
  LoginThrottle,
  PreviewLink,
  Session,
  SiteSetting,
  SlugRedirect,
  StoredFile,
  User,
};

export const entities = [
  User,
  App,
  BlogPost,
  StoredFile,
  FileChunk,
  FileVariant,
  Session,
  LoginThrottle,
  ActivityEvent,
  SiteSetting,
  AnalyticsPageView,
  AnalyticsStoreClick,
  AnalyticsVisitor,
  AnalyticsDailyVisitors,
  AnalyticsSalt,
  SlugRedirect,
  ContentRevision,
  PreviewLink,
];
