import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/request-verify-token: 202 whatever the address, so accounts cannot be discovered. */
export const requestVerifyToken = (email: string) => apiRequest<{ detail: string }>('/user/request-verify-token', { method: 'POST', json: { email } });

export const useRequestVerifyToken = () => useMutation({ mutationFn: requestVerifyToken });
