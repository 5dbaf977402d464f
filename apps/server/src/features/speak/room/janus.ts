import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { JanusGrant } from '@lingbridge/contracts/speak-signal';

const VIDEOROOM = 'janus.plugin.videoroom';
/** VideoRoom's error codes we act on (janus_videoroom.c). */
const NO_SUCH_ROOM = 426;
const ROOM_EXISTS = 427;
/** At most 8 players, 3 judges and the initiator publish (spec 02 §4). */
const MAX_PUBLISHERS = 12;

export type JanusSettings = {
  instances: { url: string; adminUrl: string }[];
  adminSecret: string;
  roomAdminKey: string | null;
  maxPeople: number;
};

export class JanusError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
  }
}

type Fetch = typeof fetch;

/**
 * The production media adapter (decision 0122): our server's side of Janus's VideoRoom, through the
 * admin API only (its secret never leaves the server). A room per event on one of the configured
 * instances (chosen by hashing the event's id, so every web process picks the same one), created on
 * the first Join and destroyed when the last participant is gone. Each participant gets a token of
 * their own, stored in Janus (`add_token`, core token auth: no token, no Janus) and removed when they
 * leave or are refused; the room's PIN gates subscribing and its `allowed` list holds the tokens of
 * those who speak, so the audience's token cannot publish.
 */
export class JanusRooms {
  private transaction = 0;

  constructor(
    private settings: JanusSettings,
    private fetchImpl: Fetch = fetch,
  ) {}

  /** The instance of an event's room: the same on every process. */
  instanceOf(debateId: number) {
    const list = this.settings.instances;
    const h = createHash('sha256').update(String(debateId)).digest().readUInt32BE(0);
    return list[h % list.length]!;
  }

  /** The room's secret (edits, destroy) and PIN (joins), derived from the admin secret: nothing stored. */
  private derived(kind: 'secret' | 'pin', debateId: number) {
    return createHmac('sha256', this.settings.adminSecret).update(`lingbridge-room-${kind}:${debateId}`).digest('base64url').slice(0, 24);
  }

  /** Creates the event's room unless it exists. */
  async ensureRoom(debateId: number) {
    const inst = this.instanceOf(debateId);
    const r = await this.videoroom(inst.adminUrl, {
      request: 'create',
      room: debateId,
      description: `Lingbridge event ${debateId}`,
      secret: this.derived('secret', debateId),
      pin: this.derived('pin', debateId),
      is_private: true,
      allowed: [],
      publishers: MAX_PUBLISHERS,
      audiocodec: 'opus',
      videocodec: 'vp8',
      bitrate: 512_000,
      fir_freq: 10,
      audiolevel_event: false,
      notify_joining: false,
      permanent: false,
      ...(this.settings.roomAdminKey ? { admin_key: this.settings.roomAdminKey } : {}),
    }).catch((err: unknown) => {
      if (err instanceof JanusError && err.code === ROOM_EXISTS) return null;
      throw err;
    });
    return r;
  }

  /**
   * A participant's credentials: a fresh token stored in Janus for the VideoRoom, in the room's
   * `allowed` list only for those who publish; a publisher's feed id is chosen here.
   */
  async grant(debateId: number, publish: boolean): Promise<JanusGrant> {
    const inst = this.instanceOf(debateId);
    await this.ensureRoom(debateId);
    const token = randomBytes(18).toString('base64url');
    await this.admin(inst.adminUrl, { janus: 'add_token', token, plugins: [VIDEOROOM] });
    if (publish) await this.allowed(debateId, 'add', token);
    return {
      url: inst.url,
      room: debateId,
      pin: this.derived('pin', debateId),
      token,
      feed: publish ? randomInt(1, 2 ** 47) : null,
    };
  }

  /** Takes a participant's credentials back: the token stops working, a publisher is kicked out. */
  async revoke(debateId: number, grant: JanusGrant) {
    const inst = this.instanceOf(debateId);
    const quiet = (p: Promise<unknown>) => p.catch(() => undefined);
    await quiet(this.admin(inst.adminUrl, { janus: 'remove_token', token: grant.token }));
    if (grant.feed !== null) {
      await quiet(this.allowed(debateId, 'remove', grant.token));
      await quiet(this.videoroom(inst.adminUrl, { request: 'kick', room: debateId, secret: this.derived('secret', debateId), id: grant.feed }));
    }
  }

  /** Destroys the room when nobody publishes in it any more (another process may still hold listeners: they follow). */
  async destroyIfEmpty(debateId: number) {
    const inst = this.instanceOf(debateId);
    try {
      const list = await this.videoroom(inst.adminUrl, { request: 'listparticipants', room: debateId });
      if ((list.participants as unknown[] | undefined)?.length) return false;
      await this.videoroom(inst.adminUrl, { request: 'destroy', room: debateId, secret: this.derived('secret', debateId), permanent: false });
      return true;
    } catch (err) {
      if (err instanceof JanusError && err.code === NO_SUCH_ROOM) return true;
      throw err;
    }
  }

  /** Whether the room exists on its instance, and who publishes (for tests and operations). */
  async participants(debateId: number) {
    const inst = this.instanceOf(debateId);
    try {
      const list = await this.videoroom(inst.adminUrl, { request: 'listparticipants', room: debateId });
      return (list.participants as { id: number; display?: string; publisher: boolean }[]) ?? [];
    } catch (err) {
      if (err instanceof JanusError && err.code === NO_SUCH_ROOM) return null;
      throw err;
    }
  }

  private allowed(debateId: number, action: 'add' | 'remove', token: string) {
    const inst = this.instanceOf(debateId);
    return this.videoroom(inst.adminUrl, { request: 'allowed', room: debateId, secret: this.derived('secret', debateId), action, allowed: [token] });
  }

  private async videoroom(adminUrl: string, request: Record<string, unknown>) {
    const r = await this.admin(adminUrl, { janus: 'message_plugin', plugin: VIDEOROOM, request });
    const response = (r.response ?? {}) as Record<string, unknown>;
    if (response.videoroom === 'event' && response.error_code) throw new JanusError(`Janus VideoRoom: ${String(response.error)}`, Number(response.error_code));
    return response;
  }

  private async admin(adminUrl: string, body: Record<string, unknown>) {
    const transaction = `lb${++this.transaction}`;
    let res: Response;
    try {
      res = await this.fetchImpl(adminUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, transaction, admin_secret: this.settings.adminSecret }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch (err) {
      throw new JanusError(`Janus admin API unreachable at ${new URL(adminUrl).host}: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (json.janus !== 'success') {
      const e = (json.error ?? {}) as { code?: number; reason?: string };
      throw new JanusError(`Janus admin API: ${e.reason ?? `HTTP ${res.status}`}`, e.code ?? null);
    }
    return json;
  }
}
