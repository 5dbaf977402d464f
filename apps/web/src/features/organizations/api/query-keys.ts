/** The cache keys of this feature; every change invalidates `all` (lists are small). */
export const orgKeys = {
  all: ['organizations'] as const,
  orgs: ['organizations', 'orgs'] as const,
  groups: (archived: boolean) => ['organizations', 'groups', archived] as const,
  invitation: (token: string) => ['organizations', 'invitation', token] as const,
  report: (groupId: number, from: string, to: string) => ['organizations', 'report', groupId, from, to] as const,
  unknownWords: (groupId: number, articleId: number) => ['organizations', 'unknown-words', groupId, articleId] as const,
  assignments: (groupId: number | 'mine') => ['organizations', 'assignments', groupId] as const,
};
