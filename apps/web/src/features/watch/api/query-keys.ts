/** Query keys of the watch feature; mutations invalidate by these prefixes. */
export const watchKeys = {
  all: ['watch'] as const,
  video: (id: number, transcript: boolean) => ['watch', 'video', id, transcript] as const,
  videos: () => ['watch', 'videos'] as const,
  mine: (params: object) => ['watch', 'videos', 'mine', params] as const,
  catalogue: (params: object) => ['watch', 'videos', 'list', params] as const,
  adminList: (params: object) => ['watch', 'videos', 'admin', params] as const,
  defaultVideo: (language: string) => ['watch', 'default', language] as const,
  categories: () => ['watch', 'categories'] as const,
};
