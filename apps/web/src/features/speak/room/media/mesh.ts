import type { IceServer, PeerInfo } from '@lingbridge/contracts/speak-signal';

type Description = { type: RTCSdpType; sdp?: string };
export type Signal = { from: string; description?: Description; candidate?: RTCIceCandidateInit | null };

/** One other participant as this browser sees them. */
export type MeshPeer = {
  info: PeerInfo;
  stream: MediaStream | null;
  state: RTCPeerConnectionState | 'none';
};

type Link = {
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
};

type Options = {
  me: PeerInfo;
  iceServers: IceServer[];
  /** My microphone and camera (null for the audience, who only receive). */
  local: MediaStream | null;
  send: (frame: Record<string, unknown>) => void;
  onChange: () => void;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
};

/**
 * The embedded media adapter (decision 0120): a WebRTC connection to every other participant, when
 * either side sends media (two listeners need none). The participant already in the room offers to
 * the newcomer; later renegotiations (a camera turned on) may come from either side and follow the
 * "perfect negotiation" pattern: on a collision the polite side (the larger peer id) gives way.
 * Connections that fail restart ICE; a peer that leaves is closed.
 */
export class MeshRoom {
  readonly peers = new Map<string, MeshPeer>();
  private links = new Map<string, Link>();
  private closed = false;

  constructor(private opts: Options) {}

  get me() {
    return this.opts.me;
  }

  /**
   * Someone entered after me: they learn who I am, and I offer the connection (if either of us
   * sends media). The one already in the room always offers first, so the two never offer at once.
   */
  peerJoined(info: PeerInfo) {
    this.upsert(info);
    this.opts.send({ command: 'Hello', to: info.peer_id, mic: this.opts.me.mic, cam: this.opts.me.cam });
    this.link(info.peer_id, true);
  }

  /** Someone already in the room introduced themselves to me; their offer follows. */
  hello(info: PeerInfo) {
    this.upsert(info);
  }

  peerState(peerId: string, mic: boolean, cam: boolean) {
    const p = this.peers.get(peerId);
    if (!p) return;
    p.info = { ...p.info, mic, cam };
    this.opts.onChange();
  }

  peerLeft(peerId: string) {
    this.links.get(peerId)?.pc.close();
    this.links.delete(peerId);
    if (this.peers.delete(peerId)) this.opts.onChange();
  }

  async signal({ from, description, candidate }: Signal) {
    const link = this.links.get(from) ?? this.link(from, false);
    if (!link) return;
    const { pc } = link;
    try {
      if (description) {
        const collision = description.type === 'offer' && (link.makingOffer || pc.signalingState !== 'stable');
        link.ignoreOffer = !link.polite && collision;
        if (link.ignoreOffer) return;
        await pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          this.opts.send({ command: 'Signal', to: from, description: this.plain(pc.localDescription) });
        }
      } else if (candidate) {
        await pc.addIceCandidate(candidate).catch((err: unknown) => {
          if (!link.ignoreOffer) throw err;
        });
      }
    } catch {
      // A negotiation that went wrong is started again from our side.
      if (!this.closed) pc.restartIce();
    }
  }

  /** My microphone or camera on or off: the tracks stay, only their content stops (no renegotiation). */
  setEnabled(kind: 'audio' | 'video', on: boolean) {
    for (const t of this.opts.local?.getTracks() ?? []) if (t.kind === kind) t.enabled = on;
    this.opts.me = { ...this.opts.me, [kind === 'audio' ? 'mic' : 'cam']: on };
  }

  /** Another microphone or camera: the track is replaced on every connection. */
  async replaceTrack(track: MediaStreamTrack) {
    const local = this.opts.local;
    if (!local) return;
    for (const old of local.getTracks().filter((t) => t.kind === track.kind)) {
      local.removeTrack(old);
      old.stop();
    }
    local.addTrack(track);
    await Promise.all(
      [...this.links.values()].flatMap(({ pc }) =>
        pc
          .getSenders()
          .filter((s) => s.track?.kind === track.kind)
          .map((s) => s.replaceTrack(track)),
      ),
    );
  }

  /** A track I did not send before (the camera turned on for the first time): every connection renegotiates. */
  addTrack(track: MediaStreamTrack) {
    const local = this.opts.local;
    if (!local) return;
    local.addTrack(track);
    for (const { pc } of this.links.values()) pc.addTrack(track, local);
  }

  close() {
    this.closed = true;
    for (const { pc } of this.links.values()) pc.close();
    this.links.clear();
    this.peers.clear();
  }

  private upsert(info: PeerInfo) {
    // One place per person: a participant back after a dropped network replaces their old peer
    // (whose socket the server has not yet seen go).
    for (const [id, p] of this.peers) if (id !== info.peer_id && p.info.user_id === info.user_id) this.peerLeft(id);
    const p = this.peers.get(info.peer_id);
    this.peers.set(info.peer_id, { info, stream: p?.stream ?? null, state: p?.state ?? 'none' });
    this.opts.onChange();
  }

  private plain(d: RTCSessionDescription | null) {
    return d ? { type: d.type, sdp: d.sdp } : undefined;
  }

  private link(peerId: string, offerer: boolean): Link | null {
    const existing = this.links.get(peerId);
    if (existing || this.closed) return existing ?? null;
    const peer = this.peers.get(peerId);
    // Two listeners have nothing to say to each other. A signal from someone not yet introduced
    // (their Hello is still on its way) gets a connection all the same.
    if (peer && !peer.info.publish && !this.opts.me.publish) return null;
    const create = this.opts.createPeerConnection ?? ((c) => new RTCPeerConnection(c));
    const pc = create({ iceServers: this.opts.iceServers });
    const link: Link = { pc, polite: this.opts.me.peer_id > peerId, makingOffer: false, ignoreOffer: false };
    this.links.set(peerId, link);
    if (this.opts.me.publish && this.opts.local) for (const track of this.opts.local.getTracks()) pc.addTrack(track, this.opts.local);
    else if (offerer && peer?.info.publish) {
      // A listener offering to a newcomer who speaks asks for their audio and video, sending none.
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
    pc.onnegotiationneeded = async () => {
      try {
        link.makingOffer = true;
        await pc.setLocalDescription();
        this.opts.send({ command: 'Signal', to: peerId, description: this.plain(pc.localDescription) });
      } catch {
        /* the next negotiation tries again */
      } finally {
        link.makingOffer = false;
      }
    };
    pc.onicecandidate = (ev) => {
      if (ev.candidate) this.opts.send({ command: 'Signal', to: peerId, candidate: ev.candidate.toJSON() });
    };
    pc.ontrack = (ev) => {
      const p = this.peers.get(peerId);
      if (!p) return;
      const stream = ev.streams[0] ?? p.stream ?? new MediaStream();
      if (!ev.streams[0]) stream.addTrack(ev.track);
      p.stream = stream;
      this.opts.onChange();
    };
    pc.onconnectionstatechange = () => {
      const p = this.peers.get(peerId);
      if (p) p.state = pc.connectionState;
      if (pc.connectionState === 'failed' && !this.closed) pc.restartIce();
      this.opts.onChange();
    };
    return link;
  }
}
