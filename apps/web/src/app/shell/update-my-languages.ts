import type { CurrentUser, UpdateMeBody } from '@lingbridge/contracts/accounts';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/**
 * Saves a language choice on the signed-in user's account, so the next session does not reset it
 * from the server's copy.
 */
export async function saveMyLanguages(qc: QueryClient, body: Pick<UpdateMeBody, 'learning_language' | 'site_language'>) {
  const user = await apiRequest<CurrentUser>('/user/me', { method: 'PATCH', json: body });
  qc.setQueryData(['user', 'me'], user);
  return user;
}
