/** The cache keys of this feature: the bell's unread count and the list's pages. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: (page: number) => ['notifications', 'list', page] as const,
};
