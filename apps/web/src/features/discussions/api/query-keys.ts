export const discussionKeys = {
  all: ['discussions'] as const,
  thread: (kind: string, ref: number, page: number) => [...discussionKeys.all, 'thread', kind, ref, page] as const,
  mine: (role: string, page: number) => [...discussionKeys.all, 'mine', role, page] as const,
};
