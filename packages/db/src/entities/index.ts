import { ActivityEvent } from './ActivityEvent';
import { AnalyticsDailyVisitors } from './AnalyticsDailyVisitors';
import { AnalyticsPageView } from './AnalyticsPageView';
import { AnalyticsSalt } from './AnalyticsSalt';
import { AnalyticsStoreClick } from './AnalyticsStoreClick';
import { AnalyticsVisitor } from './AnalyticsVisitor';
import { App } from './App';
import { AppPrivacyDeclaration } from './AppPrivacyDeclaration';
import { AppTranslation } from './AppTranslation';
import { AuthenticatorApp } from './AuthenticatorApp';
import { BlogPost } from './BlogPost';
import { BlogPostTranslation } from './BlogPostTranslation';
import { CachePurge } from './CachePurge';
import { ContentRevision } from './ContentRevision';
import { FileChunk } from './FileChunk';
import { FileVariant } from './FileVariant';
import { LoginThrottle } from './LoginThrottle';
import { MailContent } from './MailContent';
import { OutboxMessage } from './OutboxMessage';
import { Passkey } from './Passkey';
import { PasskeyChallenge } from './PasskeyChallenge';
import { RecoveryCode } from './RecoveryCode';
import { Release } from './Release';
import { PreviewLink } from './PreviewLink';
import { Session } from './Session';
import { SiteBuild } from './SiteBuild';
import { SiteSetting } from './SiteSetting';
import { SlugRedirect } from './SlugRedirect';
import { StoredFile } from './StoredFile';
import { Subscriber } from './Subscriber';
import { User } from './User';

export {
  ActivityEvent,
  AnalyticsDailyVisitors,
  AnalyticsPageView,
  AnalyticsSalt,
  AnalyticsStoreClick,
  AnalyticsVisitor,
  App,
  AppPrivacyDeclaration,
  AppTranslation,
  AuthenticatorApp,
  BlogPost,
  BlogPostTranslation,
  CachePurge,
  ContentRevision,
  FileChunk,
  FileVariant,
  LoginThrottle,
  MailContent,
  OutboxMessage,
  Passkey,
  PasskeyChallenge,
  RecoveryCode,
  Release,
  PreviewLink,
  Session,
  SiteBuild,
  SiteSetting,
  SlugRedirect,
  StoredFile,
  Subscriber,
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
  SlugRedirect,
  ContentRevision,
  PreviewLink,
  MailContent,
  OutboxMessage,
  Subscriber,
  CachePurge,
  SiteBuild,
  AppTranslation,
  BlogPostTranslation,
  AppPrivacyDeclaration,
];
