import type { ContactMessageItem, Dashboard } from '@lingbridge/contracts/cms';
import type { Paged } from '@lingbridge/contracts/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The admin's calls: the dashboard's figures and the contact messages.

export const useDashboard = () => useQuery({ queryKey: ['cms', 'dashboard'], queryFn: () => apiRequest<Dashboard>('/cms/dashboard') });

export const useContactMessages = (page: number, status?: 'new' | 'answered') =>
  useQuery({
    queryKey: ['cms', 'contact', page, status ?? 'all'],
    queryFn: () => apiRequest<Paged<ContactMessageItem>>(`/cms/contact?page=${page}&size=20${status ? `&status=${status}` : ''}`),
    placeholderData: keepPreviousData,
  });

export function useReplyContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; text: string }) => apiRequest<ContactMessageItem>(`/cms/contact/${v.id}/reply`, { method: 'POST', json: { text: v.text } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['cms'] }),
  });
}
