import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; password: string };

/** POST /user/reset-password: sets a new password from a single-use mailed token. */
export const resetPassword = (input: ResetPasswordInput) => apiRequest<{ detail: string }>('/user/reset-password', { method: 'POST', json: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
