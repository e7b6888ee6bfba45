import { ActivityEvent } from './ActivityEvent';
import { App } from './App';
import { BlogPost } from './BlogPost';
import { FileChunk } from './FileChunk';
import { FileVariant } from './FileVariant';
import { LoginThrottle } from './LoginThrottle';
import { Review } from './Review';
import { Session } from './Session';
import { StoredFile } from './StoredFile';
import { User } from './User';

export {
  ActivityEvent,
  App,
  BlogPost,
  FileChunk,
  FileVariant,
  LoginThrottle,
  Review,
  Session,
  StoredFile,
  User,
};

export const entities = [
  User,
  App,
  BlogPost,
  Review,
  StoredFile,
  FileChunk,
  FileVariant,
  Session,
  LoginThrottle,
  ActivityEvent,
];
