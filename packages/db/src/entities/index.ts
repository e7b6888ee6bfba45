import { ActivityEvent } from './ActivityEvent';
import { AnalyticsDailyVisitors } from './AnalyticsDailyVisitors';
import { AnalyticsPageView } from './AnalyticsPageView';
import { AnalyticsSalt } from './AnalyticsSalt';
import { AnalyticsStoreClick } from './AnalyticsStoreClick';
import { AnalyticsVisitor } from './AnalyticsVisitor';
import { App } from './App';
import { BlogPost } from './BlogPost';
import { FileChunk } from './FileChunk';
import { FileVariant } from './FileVariant';
import { LoginThrottle } from './LoginThrottle';
import { Release } from './Release';
import { Session } from './Session';
import { SiteSetting } from './SiteSetting';
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
  FileChunk,
  FileVariant,
  LoginThrottle,
  Release,
  Session,
  SiteSetting,
  StoredFile,
  User,
};

export const entities = [
  User,
  App,
  Release,
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
];
