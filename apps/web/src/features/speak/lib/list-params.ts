import { LEVELS } from '@lingbridge/contracts/constants';
import { LEARNING_LANGUAGES } from '@lingbridge/contracts/languages';
import { DEBATE_TYPES } from '@lingbridge/contracts/speak';
import type { DebateListParams } from '../api/list-debates';

export const LIST_TABS = ['upcoming', 'mine', 'ended'] as const;
export type ListTab = (typeof LIST_TABS)[number];
const PAGE_SIZE = 12;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined => (v && (list as readonly string[]).includes(v) ? (v as T) : undefined);

/** The event list's tab and query as the page's address gives them (`?tab=&page=&type=&language=&level=`). */
export function listParamsOf(search: URLSearchParams): { tab: ListTab; params: DebateListParams } {
  const tab: ListTab = oneOf(LIST_TABS, search.get('tab')) ?? 'upcoming';
  return {
    tab,
    params: {
      scope: tab,
      page: Math.max(1, Number(search.get('page')) || 1),
      size: PAGE_SIZE,
      debate_type: oneOf(DEBATE_TYPES, search.get('type')),
      language: oneOf(LEARNING_LANGUAGES, search.get('language')),
      level: oneOf(LEVELS, search.get('level')),
    },
  };
}
