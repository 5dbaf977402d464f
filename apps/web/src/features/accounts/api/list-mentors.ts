import type { PublicUser } from '@lingbridge/contracts/accounts';
import type { Paged } from '@lingbridge/contracts/common';
import { LIST_SIZES } from '@lingbridge/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /user?user_role=Mentor: the mentor list for signed-in users, 250 a page (spec 01 §9). */
export const listMentors = (page: number) => apiRequest<Paged<PublicUser>>('/user', { query: { user_role: 'Mentor', page, size: LIST_SIZES.mentor } });

export const mentorsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['user', 'list', 'Mentor', page], queryFn: () => listMentors(page), placeholderData: keepPreviousData });

export const useMentors = (page: number, enabled: boolean) => useQuery({ ...mentorsQueryOptions(page), enabled });
