import { ActivityEvent } from './ActivityEvent';
import { AnalyticsDailyVisitors } from './AnalyticsDailyVisitors';
import { AnalyticsPageView } from './AnalyticsPageView';
import { AnalyticsSalt } from './AnalyticsSalt';
import { AnalyticsStoreClick } from './AnalyticsStoreClick';
import { AnalyticsVisitor } from './AnalyticsVisitor';
import { App } from './App';
import { AuthenticatorApp } from './AuthenticatorApp';
import { BlogPost } from './BlogPost';
import { FileChunk } from './FileChunk';
import { FileVariant } from './FileVariant';
import { LoginThrottle } from './LoginThrottle';
import { Passkey } from './Passkey';
import { PasskeyChallenge } from './PasskeyChallenge';
import { RecoveryCode } from './RecoveryCode';
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
  AuthenticatorApp,
  BlogPost,
  FileChunk,
  FileVariant,
  LoginThrottle,
  Passkey,
  PasskeyChallenge,
  RecoveryCode,
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
  Passkey,
  PasskeyChallenge,
  AuthenticatorApp,
  RecoveryCode,
  ActivityEvent,
  SiteSetting,
  AnalyticsPageView,
  AnalyticsStoreClick,
  AnalyticsVisitor,
  AnalyticsDailyVisitors,
  AnalyticsSalt,
];
