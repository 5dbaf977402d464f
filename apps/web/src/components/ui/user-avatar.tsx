import { useState } from 'react';
import { avatarUrl, displayName } from '../../lib/user-display';
import './user-avatar.css';

type Props = {
  user: { nick_name?: string | null; email?: string | null; avatar?: { file_id: string } | null };
  size?: number;
  /** Decorative when a name is shown beside it. */
  decorative?: boolean;
};

/**
 * A user's avatar from avatar storage (the server answers the default image when there is none);
 * the initial shows if the image cannot load. A plain image: it sits in the header of every page.
 */
export function UserAvatar({ user, size = 36, decorative }: Props) {
  const name = displayName(user);
  const src = avatarUrl(user.avatar);
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (failed === src)
    return (
      <span
        className="lb-avatar lb-avatar--initial"
        style={style}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  return <img className="lb-avatar" src={src} alt={decorative ? '' : name} width={size} height={size} style={style} onError={() => setFailed(src)} />;
}
