import type { LocaleCode, PreviewLink } from '@studio/schemas';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import type { AdminKind } from './adminKind';

/** A language a preview link shows the item in: its tag and its name, e.g. `{ locale: 'de', name: 'Deutsch' }`. */
export interface PreviewLanguage {
  locale: LocaleCode;
  name: string;
}

/**
 * Creates a preview link of the item and copies it, saying where it leads and until when; in `language` when
 * given (a translation tab's), else in the default language.
 */
export function useSharePreview(kind: AdminKind, id: number, language?: PreviewLanguage) {
  const inLanguage = language ? ` in ${language.name}` : '';
  const handlers = {
    onSuccess: async ({ url, expiresAt }: PreviewLink) => {
      const until = new Date(expiresAt).toLocaleDateString();
      const message = `Anyone with the link can see this page${inLanguage} until ${until}: ${url}`;
      try {
        await navigator.clipboard.writeText(url);
        notifySuccess('Preview link copied', message);
      } catch {
        // The browser may refuse the clipboard (no permission, insecure origin): the link is still shown.
        notifySuccess('Preview link created', message);
      }
    },
    onError: (error: Parameters<typeof notifyRequestFailure>[1]) =>
      notifyRequestFailure('Failed to create a preview link', error),
  };
  const mutation = trpc.admin[kind].previewLink.useMutation(handlers);
  const share = () => mutation.mutate(language ? { id, locale: language.locale } : { id });
  return { share, isSharing: mutation.isPending };
}
