import type { IceServer, JanusGrant, PeerInfo } from '@lingbridge/contracts/speak-signal';
import { JanusRequestError, JanusSession, type JanusHandle, type Jsep } from './janus-client';
import type { MeshPeer, Signal } from './mesh';

/** VideoRoom: that feed does not publish (yet). */
const NO_SUCH_FEED = 428;
const RETRY_MS = 1_000;
const MAX_TRIES = 60;

type Options = {
  me: PeerInfo;
  grant: JanusGrant;
  iceServers: IceServer[];
  /** My microphone and camera (null for the audience, who only receive). */
  local: MediaStream | null;
  send: (frame: Record<string, unknown>) => void;
  onChange: () => void;
  /** Janus went away (or refused us): the room joins again with fresh credentials. */
  onDown: () => void;
};

type Feed = { handle: JanusHandle | null; pc: RTCPeerConnection | null; timer: ReturnType<typeof setTimeout> | null; tries: number };

/**
 * The SFU media adapter (decision 0122), with the mesh's surface: players, judges and the initiator
 * publish their microphone and camera once to Janus; everyone subscribes to each publisher's feed
 * (one handle and connection per feed). Who is in the room, and each publisher's feed id, still come
 * from our signalling socket (PeerJoined / Hello), so the stage and its tiles are the mesh's.
 */
export class JanusRoom {
  readonly peers = new Map<string, MeshPeer>();
  private session: JanusSession | null = null;
  private publisher: { handle: JanusHandle; pc: RTCPeerConnection } | null = null;
  private feeds = new Map<string, Feed>();
  private closed = false;

  constructor(private opts: Options) {
    void this.start();
  }

  get me() {
    return this.opts.me;
  }

  peerJoined(info: PeerInfo) {
    this.upsert(info);
    this.opts.send({ command: 'Hello', to: info.peer_id, mic: this.opts.me.mic, cam: this.opts.me.cam });
  }

  hello(info: PeerInfo) {
    this.upsert(info);
  }

  peerState(peerId: string, mic: boolean, cam: boolean) {
    const p = this.peers.get(peerId);
    if (!p) return;
    p.info = { ...p.info, mic, cam };
    this.opts.onChange();
    // A camera turned on for the first time is a new stream of that feed, which a VideoRoom
    // subscription does not take by itself: the feed is subscribed again, with its video.
    const feed = this.feeds.get(peerId);
    if (cam && feed?.pc && !feed.pc.getReceivers().some((r) => r.track.kind === 'video')) {
      this.unsubscribe(peerId);
      this.subscribe(p.info);
    }
  }

  peerLeft(peerId: string) {
    this.unsubscribe(peerId);
    if (this.peers.delete(peerId)) this.opts.onChange();
  }

  /** Negotiation goes to Janus, not to peers: nothing arrives on the socket in this mode. */
  async signal(_signal: Signal) {}

  setEnabled(kind: 'audio' | 'video', on: boolean) {
    for (const t of this.opts.local?.getTracks() ?? []) if (t.kind === kind) t.enabled = on;
    this.opts.me = { ...this.opts.me, [kind === 'audio' ? 'mic' : 'cam']: on };
  }

  async replaceTrack(track: MediaStreamTrack) {
    const local = this.opts.local;
    if (!local) return;
    for (const old of local.getTracks().filter((t) => t.kind === track.kind)) {
      local.removeTrack(old);
      old.stop();
    }
    local.addTrack(track);
    const sender = this.publisher?.pc.getSenders().find((s) => s.track?.kind === track.kind);
    if (sender) await sender.replaceTrack(track);
  }

  /** The camera turned on for the first time: the publication is negotiated again with it (then the others hear of it). */
  async addTrack(track: MediaStreamTrack) {
    const local = this.opts.local;
    if (!local) return;
    local.addTrack(track);
    if (!this.publisher) return;
    this.publisher.pc.addTrack(track, local);
    await this.negotiate().catch(() => this.down());
  }

  close() {
    this.closed = true;
    for (const id of [...this.feeds.keys()]) this.unsubscribe(id);
    this.publisher?.pc.close();
    this.publisher = null;
    void this.session?.destroy();
    this.session = null;
    this.peers.clear();
  }

  private async start() {
    try {
      const s = await JanusSession.connect(this.opts.grant.url, this.opts.grant.token);
      if (this.closed) return void s.destroy();
      this.session = s;
      s.onClose = () => this.down();
      if (this.opts.me.publish && this.opts.local && this.opts.grant.feed !== null) await this.publish();
      for (const p of this.peers.values()) this.subscribe(p.info);
    } catch {
      this.down();
    }
  }

  private down() {
    if (this.closed) return;
    this.close();
    this.opts.onDown();
  }

  private pc() {
    return new RTCPeerConnection({ iceServers: this.opts.iceServers });
  }

  private async publish() {
    const { grant, local, me } = this.opts;
    const handle = await this.session!.attach();
    await handle.message({ request: 'join', ptype: 'publisher', room: grant.room, pin: grant.pin, token: grant.token, id: grant.feed, display: me.peer_id });
    const pc = this.pc();
    for (const t of local!.getTracks()) pc.addTrack(t, local!);
    pc.onicecandidate = (ev) => handle.trickle(ev.candidate ? ev.candidate.toJSON() : null);
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') this.down();
    };
    handle.onEvent = (f) => {
      if (f.janus === 'hangup') this.down();
    };
    this.publisher = { handle, pc };
    await this.negotiate();
  }

  private async negotiate() {
    const { handle, pc } = this.publisher!;
    await pc.setLocalDescription(await pc.createOffer());
    const d = pc.localDescription!;
    const r = await handle.message({ request: 'configure', audio: true, video: true }, { type: d.type, sdp: d.sdp });
    if (r.jsep) await pc.setRemoteDescription(r.jsep);
  }

  private upsert(info: PeerInfo) {
    // One place per person: a participant back after a dropped network replaces their old peer.
    for (const [id, p] of this.peers) if (id !== info.peer_id && p.info.user_id === info.user_id) this.peerLeft(id);
    const p = this.peers.get(info.peer_id);
    this.peers.set(info.peer_id, { info, stream: p?.stream ?? null, state: p?.state ?? 'none' });
    this.opts.onChange();
    this.subscribe(info);
  }

  /** Receives a publisher's feed; it may not be published yet (they are still connecting): retried. */
  private subscribe(info: PeerInfo) {
    if (!this.session || !info.publish || info.feed === null || info.peer_id === this.opts.me.peer_id || this.feeds.has(info.peer_id)) return;
    const feed: Feed = { handle: null, pc: null, timer: null, tries: 0 };
    this.feeds.set(info.peer_id, feed);
    void this.connectFeed(info, feed);
  }

  private async connectFeed(info: PeerInfo, feed: Feed) {
    const { grant } = this.opts;
    const retry = () => {
      if (this.closed || this.feeds.get(info.peer_id) !== feed || ++feed.tries > MAX_TRIES) return;
      feed.pc?.close();
      void feed.handle?.detach();
      feed.pc = null;
      feed.handle = null;
      feed.timer = setTimeout(() => void this.connectFeed(info, feed), RETRY_MS);
    };
    try {
      const handle = (feed.handle = await this.session!.attach());
      const joined = await handle.message({ request: 'join', ptype: 'subscriber', room: grant.room, pin: grant.pin, streams: [{ feed: info.feed }] });
      if (!joined.jsep || this.feeds.get(info.peer_id) !== feed) return retry();
      const pc = (feed.pc = this.pc());
      pc.onicecandidate = (ev) => handle.trickle(ev.candidate ? ev.candidate.toJSON() : null);
      pc.ontrack = (ev) => {
        const p = this.peers.get(info.peer_id);
        if (!p) return;
        const stream = p.stream ?? new MediaStream();
        if (!stream.getTracks().includes(ev.track)) stream.addTrack(ev.track);
        p.stream = stream;
        this.opts.onChange();
      };
      pc.onconnectionstatechange = () => {
        const p = this.peers.get(info.peer_id);
        if (p) p.state = pc.connectionState;
        this.opts.onChange();
        if (pc.connectionState === 'failed') retry();
      };
      const answer = async (offer: Jsep) => {
        await pc.setRemoteDescription(offer);
        await pc.setLocalDescription(await pc.createAnswer());
        const d = pc.localDescription!;
        await handle.message({ request: 'start' }, { type: d.type, sdp: d.sdp });
      };
      handle.onEvent = (f) => {
        // The publisher went (or Janus hung up): try again while they are in the room.
        if (f.janus === 'hangup' || f.plugindata?.data.left === 'ok') return retry();
        // The publisher added a track (a camera turned on): Janus offers the subscription again.
        if (f.jsep?.type === 'offer') void answer(f.jsep).catch(retry);
      };
      await answer(joined.jsep);
    } catch (err) {
      if (err instanceof JanusRequestError && err.code !== NO_SUCH_FEED) feed.tries += 5;
      retry();
    }
  }

  private unsubscribe(peerId: string) {
    const feed = this.feeds.get(peerId);
    if (!feed) return;
    this.feeds.delete(peerId);
    if (feed.timer) clearTimeout(feed.timer);
    feed.pc?.close();
    void feed.handle?.detach();
    const p = this.peers.get(peerId);
    if (p) p.stream = null;
  }
}
