import type { RevisionSummary } from '@studio/schemas';
import type { notifyRequestFailure } from '../shared/notifyRequestFailure';

type RequestFailure = Parameters<typeof notifyRequestFailure>[1];

interface Loaded<T> {
  isLoading: boolean;
  data: T | undefined;
}

/**
 * What the Revisions screen shows of one history (an item's own, or its translation into a language): its
 * revisions, the chosen one with its content, the current content it is compared with, and the restore.
 */
export interface RevisionHistory {
  revisions: Loaded<RevisionSummary[]>;
  chosen: number | null;
  revision: Loaded<{ content: Record<string, unknown> }>;
  current: Loaded<Record<string, unknown>>;
  /** The item's name, as the screen's description quotes it. */
  itemName: string | undefined;
  restore: {
    isPending: boolean;
    run(
      revisionId: number,
      done: { onSuccess(): void; onError(error: RequestFailure): void },
    ): void;
  };
}
