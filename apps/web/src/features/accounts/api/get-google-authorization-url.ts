import type { LearningLanguage, SiteLanguageCode } from '@lingbridge/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type GoogleSignInInput =
  | { flow: 'login' }
  | {
      flow: 'register';
      role: 'Member' | 'Mentor';
      learningLanguage: LearningLanguage;
      siteLanguage: SiteLanguageCode;
    };

/**
 * Asks the server where to send the browser for Google: GET /user/auth/google/login/authorize to
 * log in, or GET /user/auth/google/{role}/register/authorize to sign up with role and languages.
 * Answers 503 OAUTH_NOT_CONFIGURED when the server has no Google client.
 */
export function getGoogleAuthorizationUrl(input: GoogleSignInInput) {
  const path = input.flow === 'login' ? '/user/auth/google/login/authorize' : `/user/auth/google/${input.role}/register/authorize`;
  const query = input.flow === 'login' ? {} : { learning_language: input.learningLanguage, site_language: input.siteLanguage };
  return apiRequest<{ authorization_url: string }>(path, { query });
}

/** Starts Google sign-in: fetches the provider's URL and leaves for it. */
export const useGoogleSignIn = () =>
  useMutation({
    mutationFn: async (input: GoogleSignInInput) => {
      const { authorization_url } = await getGoogleAuthorizationUrl(input);
      window.location.assign(authorization_url);
      return authorization_url;
    },
  });
