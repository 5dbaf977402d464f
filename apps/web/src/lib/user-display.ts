import { userNameOf } from '@lingbridge/contracts/constants';
import { API_BASE } from './api-client';

type Named = { nick_name?: string | null; email?: string | null };

/** The nick name, falling back to the part of the e-mail before the @ sign (spec 01 §2). */
export function displayName(user: Named): string {
  const nick = user.nick_name?.trim();
  if (nick) return nick;
  const email = user.email ?? '';
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/**
 * How the account is reached: its e-mail, or for a learner account a teacher created without one
 * (decision 0092), the user name it signs in with; its internal address is never shown.
 */
export function contactOf(user: { email: string }): string {
  return userNameOf(user.email) ?? user.email;
}

/** The avatar image: the stored file, or the server's default image when there is none. */
export function avatarUrl(avatar: { file_id: string } | null | undefined): string {
  const id = avatar?.file_id ? encodeURIComponent(avatar.file_id) : 'default';
  return `${API_BASE}/user/avatar/storage/${id}`;
}
