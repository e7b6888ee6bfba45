import { SURROGATE_KEYS, type PublishableKind, type SurrogateKey } from '@studio/schemas';

const { apps, app, appViews, releases, posts, post, settings } = SURROGATE_KEYS;

/**
 * What each kind of content change drops from the shared caches, as surrogate keys: the answers that show
 * what changed. The one place that knows it: every write names its change from here (writeContent).
 */
export const CONTENT_CHANGES = {
  /** A new app shows only in lists until its own answers are asked for. */
  appAdded: (): SurrogateKey[] => [apps],
  appChanged: (id: number): SurrogateKey[] => [app(id), apps],
  /** A restore brings back the app's releases too. */
  appRestored: (id: number): SurrogateKey[] => [app(id), apps, releases(id)],
  releasesChanged: (appId: number): SurrogateKey[] => [releases(appId)],
  postAdded: (): SurrogateKey[] => [posts],
  postChanged: (id: number): SurrogateKey[] => [post(id), posts],
  settingsChanged: (): SurrogateKey[] => [settings],
  appViewsCounted: (): SurrogateKey[] => [appViews],
  /** A scheduled item that went public. */
  launched: (kind: PublishableKind, id: number): SurrogateKey[] =>
    kind === 'app' ? [app(id), apps] : [post(id), posts],
  /** A post's translation that went public: its pages in that language carry the post's own keys. */
  translationLaunched: (postId: number): SurrogateKey[] => [post(postId), posts],
} as const;
