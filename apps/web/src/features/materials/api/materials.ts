import type { Paged } from '@lingbridge/contracts/common';
import type { Material, MaterialCheckout, MaterialStatus } from '@lingbridge/contracts/materials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download';

// The marketplace's calls (server features/materials/routes.ts, decision 0119).

export type ListFilters = { page: number; language?: string; level?: string; price?: string; q?: string };

/** The list's filters as the page's address gives them (`?page=&language=&level=&price=&q=`). */
export const listFiltersOf = (params: URLSearchParams): ListFilters => ({
  page: Math.max(1, Number(params.get('page')) || 1),
  language: params.get('language') ?? undefined,
  level: params.get('level') ?? undefined,
  price: params.get('price') ?? undefined,
  q: params.get('q') ?? undefined,
});

/** GET /materials: listed ones, filtered and paged on the server (the page's hook and the server renderer ask alike). */
export const materialsQuery = (f: ListFilters) => ({
  queryKey: ['materials', 'list', f],
  queryFn: () => apiRequest<Paged<Material>>('/materials', { query: { ...f, size: 12 } }),
});

export const useMaterials = (f: ListFilters) => useQuery({ ...materialsQuery(f), placeholderData: keepPreviousData });

/** GET /materials/{id}, with what the asker may do. */
export const useMaterial = (id: number) =>
  useQuery({ queryKey: ['materials', 'one', id], queryFn: () => apiRequest<Material>(`/materials/${id}`), enabled: Number.isInteger(id) && id > 0 });

/** GET /materials/mine (the teacher's own) or GET /cms/materials (the admins' review list). */
export const useMaterialPage = (scope: 'mine' | 'cms', page: number, status?: MaterialStatus) =>
  useQuery({
    queryKey: ['materials', scope, page, status ?? 'all'],
    queryFn: () => apiRequest<Paged<Material>>(scope === 'mine' ? '/materials/mine' : '/cms/materials', { query: { page, status, size: 20 } }),
    placeholderData: keepPreviousData,
  });

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['materials'] });
}

/** POST /materials: the file and its details in one form. */
export function useUploadMaterial() {
  const done = useInvalidate();
  return useMutation({ mutationFn: (form: FormData) => apiRequest<Material>('/materials', { method: 'POST', multipart: form }), onSuccess: done });
}

/** PATCH /materials/{id} and PUT /materials/{id}/file. */
export function useEditMaterial(id: number) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async (v: { fields: Record<string, unknown>; file?: File | null }) => {
      let out = await apiRequest<Material>(`/materials/${id}`, { method: 'PATCH', json: v.fields });
      if (v.file) {
        const form = new FormData();
        form.append('file', v.file);
        out = await apiRequest<Material>(`/materials/${id}/file`, { method: 'PUT', multipart: form });
      }
      return out;
    },
    onSuccess: done,
  });
}

/** POST /cms/materials/{id}/review. */
export function useReviewMaterial(id: number) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (v: { decision: 'approve' | 'reject'; message: string }) => apiRequest<Material>(`/cms/materials/${id}/review`, { method: 'POST', json: v }),
    onSuccess: done,
  });
}

/** POST /materials/{id}/checkout, then on to billing's checkout page (the sandbox or Stripe). */
export const useBuyMaterial = (id: number) =>
  useMutation({
    mutationFn: () => apiRequest<MaterialCheckout>(`/materials/${id}/checkout`, { method: 'POST' }),
    onSuccess: (c) => window.location.assign(c.checkout_url),
  });

/** GET /materials/{id}/file with the bearer token, saved under the teacher's file name. */
export const useDownloadMaterial = (m: Pick<Material, 'id' | 'file_name'>) =>
  useMutation({ mutationFn: () => downloadApiFile(`/materials/${m.id}/file`, m.file_name) });
