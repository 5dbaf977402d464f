import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change to organisations: afterwards every list of the feature (and the user's role) is fetched again. */
export function useOrgMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['organizations'] });
      void qc.invalidateQueries({ queryKey: ['user', 'me'] });
    },
  });
}
