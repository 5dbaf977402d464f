import type { AdminUser } from '@lingbridge/contracts/accounts';
import type { UserRole } from '@lingbridge/contracts/common';
import type { Paged } from '@lingbridge/contracts/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The people lists of the CMS (spec 02 §7: GET /user?user_role=…&page&size; PATCH /user/{id}/edit_article).

export const PAGE_SIZES: Record<UserRole, number> = { Member: 250, Mentor: 250, Admin: 20 };

export const usePeople = (role: UserRole, page: number, q: string) =>
  useQuery({
    queryKey: ['cms', 'people', role, page, q],
    queryFn: () => apiRequest<Paged<AdminUser>>(`/user?user_role=${role}&page=${page}&size=${PAGE_SIZES[role]}${q ? `&q=${encodeURIComponent(q)}` : ''}`),
    placeholderData: keepPreviousData,
  });

export type PersonChange = { is_active?: boolean; user_role?: UserRole; verify_status?: 'not_verified' | 'success' | 'fail' } | { can_edit_article: boolean };

export function useChangePerson() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: PersonChange }) =>
      'can_edit_article' in change
        ? apiRequest<AdminUser>(`/user/${id}/edit_article?can_edit_article=${change.can_edit_article}`, { method: 'PATCH' })
        : apiRequest<AdminUser>(`/user/${id}/admin`, { method: 'PATCH', json: change }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['cms', 'people'] }),
  });
}
