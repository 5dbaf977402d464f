/** Query keys of the speak feature; mutations invalidate by these prefixes. */
export const speakKeys = {
  all: ['speak'] as const,
  lists: ['speak', 'list'] as const,
  list: (params: object) => ['speak', 'list', params] as const,
  debate: (id: number) => ['speak', 'debate', id] as const,
  roles: (id: number) => ['speak', 'roles', id] as const,
  likes: ['speak', 'likes'] as const,
  tickets: ['speak', 'tickets'] as const,
  materials: ['speak', 'materials'] as const,
  myQuestions: ['speak', 'questions'] as const,
  questions: (id: number) => ['speak', 'qa', id] as const,
  invitation: (token: string) => ['speak', 'invitation', token] as const,
};

/** A /user/debate list's address: `?page=` past the first, the server's page size (20) otherwise. */
export const myListPath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);
