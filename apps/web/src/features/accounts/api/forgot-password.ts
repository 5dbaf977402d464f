import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/forgot-password: 202 always; mails a reset link when the address has an account. */
export const forgotPassword = (email: string) => apiRequest<{ detail: string }>('/user/forgot-password', { method: 'POST', json: { email } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
