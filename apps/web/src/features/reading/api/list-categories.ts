import type { Category } from '@lingbridge/contracts/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from './query-keys';

/** GET /category: the categories with their published article counts. */
export const listCategories = () => apiRequest<Category[]>('/category');
export const categoriesQuery = () => queryOptions({ queryKey: readingKeys.categories(), queryFn: listCategories, staleTime: 10 * 60_000 });
export const useCategories = () => useQuery(categoriesQuery());
