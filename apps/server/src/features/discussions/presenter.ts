import type { UserRow } from '../../db/schema';
import { discussionsPolicy } from './policy';
import type { DiscussionWithAuthor } from './repo';

/** The author's public name: their nick name, else the part of their e-mail before the @ (spec 01 §2). */
const nameOf = (r: Pick<DiscussionWithAuthor, 'nickName' | 'email'>) => r.nickName?.trim() || r.email.split('@')[0]!;

export const present = (actor: UserRow | null, r: DiscussionWithAuthor) => ({
  id: r.id,
  body: r.body,
  author: { id: r.authorId, name: nameOf(r) },
  created_at: r.createdAt.toISOString(),
  abilities: { delete: discussionsPolicy.delete(actor, r) },
});
