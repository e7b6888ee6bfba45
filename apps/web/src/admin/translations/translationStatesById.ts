import type { TranslationState } from './TranslationStateBadges';

/**
 * A list's translation states by item, and whether to show them at all: a site in one language has none.
 * `states` is what the kind's `translationStates` query answered, if it has yet.
 */
export function translationStatesById(
  states: readonly { id: number; translations: readonly TranslationState[] }[] | undefined,
) {
  const byId = new Map((states ?? []).map(({ id, translations }) => [id, translations]));
  return {
    shown: (states ?? []).some(({ translations }) => translations.length > 0),
    of: (id: number) => byId.get(id) ?? [],
  };
}
