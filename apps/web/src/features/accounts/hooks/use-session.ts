import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { siteNameToCode, type SiteLanguageName } from '@lingbridge/contracts/languages';
import { STORAGE_KEYS } from '@lingbridge/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { isSiteLanguage, setSiteLanguage } from '../../../lib/i18n';
import { getLearningLanguage, setLearningLanguage } from '../../../lib/learning-language';
import { clearSession, getToken, readKey, writeKey } from '../../../lib/storage';
import { useMe, type MeError } from '../api/get-me';

/** Stores what spec 01 §3 keeps locally for a signed-in user. */
export function rememberUser(user: CurrentUser) {
  writeKey(STORAGE_KEYS.userId, String(user.id));
  writeKey(STORAGE_KEYS.isPaid, String(user.is_paid));
  writeKey(STORAGE_KEYS.userRole, user.user_role);
  // Through the shared setter, so pages that show the learning language follow at once.
  if (getLearningLanguage() !== user.learning_language) setLearningLanguage(user.learning_language);
  const code = siteNameToCode[user.site_language as SiteLanguageName];
  if (isSiteLanguage(code) && readKey(STORAGE_KEYS.siteLanguage) !== code) void setSiteLanguage(code);
}

/**
 * The session rule of spec 01 §4: the user is logged in when the current-user call succeeds;
 * when it fails, the stored token, userId, isPaid and userRole are cleared.
 */
export function useSession() {
  const me = useMe();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const hasToken = !!getToken();

  useEffect(() => {
    if (me.data) rememberUser(me.data);
  }, [me.data]);
  useEffect(() => {
    if (!me.isError) return;
    // Only the token that failed is cleared: a sign-in that stored a new token since then stands,
    // and a network failure (offline) keeps the session.
    const err = me.error as MeError;
    const rejected = err.cause instanceof ApiError && err.cause.status >= 400 && err.cause.status < 500;
    if (rejected && err.token === getToken()) {
      clearSession();
      qc.removeQueries({ queryKey: ['user', 'me'] });
    }
  }, [me.isError, me.error, qc]);

  /** Logging out removes the local token, posts the logout call, then goes to /admin/login (spec 01 §2). */
  const logout = useCallback(async () => {
    const token = getToken();
    clearSession();
    if (token) await fetch('/api/v1/user/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    qc.clear();
    navigate('/admin/login');
  }, [navigate, qc]);

  return {
    user: me.data ?? null,
    isLoggedIn: !!me.data,
    isLoading: hasToken && me.isLoading,
    logout,
  };
}

/** Stores a new token after login or sign-in with Google and loads the user. */
export async function startSession(token: string, qc: ReturnType<typeof useQueryClient>) {
  writeKey(STORAGE_KEYS.token, token);
  const user = await qc.fetchQuery({ queryKey: ['user', 'me'], queryFn: () => apiRequest<CurrentUser>('/user/me') });
  rememberUser(user);
  return user;
}
