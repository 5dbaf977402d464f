import { createHmac } from 'node:crypto';
import type { IceServer } from '@lingbridge/contracts/speak-signal';
import type { AppContext } from '../../../context';

/**
 * The ICE servers a participant's browser uses (decision 0120). STUN addresses as configured; TURN
 * with coturn's shared-secret scheme ("use-auth-secret"): the username is the expiry time in Unix
 * seconds and the user's id, the password the base64 HMAC-SHA1 of that username under the secret,
 * so a credential works only until it expires and nothing is stored.
 */
export function iceServersFor(ctx: Pick<AppContext, 'config' | 'now'>, userId: number): IceServer[] {
  const { stunUrls, turn } = ctx.config.speakRoom;
  const out: IceServer[] = [];
  if (stunUrls.length) out.push({ urls: stunUrls });
  if (turn) {
    if (!turn.secret) out.push({ urls: turn.urls });
    else {
      const expiry = Math.floor(ctx.now().getTime() / 1000) + turn.ttlSec;
      const username = `${expiry}:${userId}`;
      out.push({ urls: turn.urls, username, credential: turnPassword(turn.secret, username) });
    }
  }
  return out;
}

export const turnPassword = (secret: string, username: string) => createHmac('sha1', secret).update(username).digest('base64');
