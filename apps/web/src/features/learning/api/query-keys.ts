export const learningKeys = {
  all: ['learning'] as const,
  report: () => [...learningKeys.all, 'report'] as const,
  quizzes: (page: number) => [...learningKeys.all, 'quizzes', page] as const,
  activity: (from: string, to: string, feature: string) => [...learningKeys.all, 'activity', from, to, feature] as const,
};
