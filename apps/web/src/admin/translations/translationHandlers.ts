import type { AppRouter } from '@studio/router';
import type { TRPCClientErrorLike } from '@trpc/client';
import { fieldMessages } from '../../apiErrors/failedCall';
import { notifySuccess } from '../../notifications/notify';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';

interface TranslationHandlersOptions<TSaved> {
  /** The translation's language by name, and the item's, for the notices: "Deutsch", `"Space Miner"`. */
  language: string;
  itemName: string;
  /** The form takes the translation as saved (or, once removed, none) as its unchanged state. */
  onSaved: (saved: TSaved) => void;
  onRemoved: () => void;
  /** Shows the API's per-field messages beside the fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
  /** Reloads what shows the item: its pages' queries, the admin's lists. */
  refresh: () => Promise<void>;
}

/** What a translation's save and removal do when they end, for any kind: the notices, the form, the caches. */
export function translationHandlers<TSaved>({
  language,
  itemName,
  onSaved,
  onRemoved,
  onFieldErrors,
  refresh,
}: TranslationHandlersOptions<TSaved>) {
  return {
    save: {
      onSuccess: (saved: TSaved) => {
        notifySuccess('Translation saved', `The ${language} translation of ${itemName} is saved.`);
        onSaved(saved);
        void refresh();
      },
      onError: (error: TRPCClientErrorLike<AppRouter>) => {
        notifyRequestFailure('Failed to save translation', error);
        onFieldErrors(fieldMessages(error));
      },
    },
    remove: {
      onSuccess: () => {
        notifySuccess(
          'Translation removed',
          `${itemName} shows the default language's text in ${language} again.`,
        );
        onRemoved();
        void refresh();
      },
      onError: (error: TRPCClientErrorLike<AppRouter>) =>
        notifyRequestFailure('Failed to remove translation', error),
    },
  };
}
