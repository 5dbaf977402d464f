import { ROOM_ERRORS, roomSocketPath, type PeerInfo, type RoomServerFrame } from '@lingbridge/contracts/speak-signal';
import { RealtimeSocket } from '../../../../lib/realtime-socket';
import { getToken } from '../../../../lib/storage';
import { openDevices, VIDEO } from './devices';
import { LevelMeter } from './level-meter';
import { SocketClock } from './socket-clock';
import { SpeakingTally } from './speaking-tally';
import { emptySnapshot, type Reaction, type RoomSnapshot } from './room-snapshot';
import { mediaRoomFor, type MediaRoom } from './media-room';
import type { Signal } from './mesh';

const REACTION_MS = 4_000;
export const SELF = 'self';

function roomUrl(id: number) {
  const token = getToken();
  if (!token) return null;
  const proto = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${window.location.host}${roomSocketPath(id)}?token=${encodeURIComponent(token)}`;
}

/**
 * One participant's Speak Room (decision 0120): the signalling socket, my microphone and camera,
 * the mesh of connections, who speaks, the audience's reactions and my speaking time. React reads
 * it through `subscribe`/`snapshot`; it reconnects by itself and joins again in the same place.
 */
export class RoomSession {
  private socket: RealtimeSocket;
  private release: (() => void) | null = null;
  /** The media adapter the server chose: the mesh, or Janus (decisions 0120, 0122). */
  private mesh: MediaRoom | null = null;
  private meter: LevelMeter;
  private listeners = new Set<() => void>();
  private snap: RoomSnapshot;
  private tally: SpeakingTally;
  private reactionId = 0;
  private clock: SocketClock;
  private off: (() => void)[] = [];

  constructor(private debateId: number) {
    this.socket = new RealtimeSocket({ url: () => roomUrl(debateId), reconnectMs: 1_000 });
    this.clock = new SocketClock({
      send: (frame) => this.socket.send(frame),
      restart: () => this.socket.restart(),
      isOpen: () => this.snap.status === 'open',
      onOffset: (offset) => this.set({ offset }),
    });
    this.snap = emptySnapshot();
    this.tally = new SpeakingTally(
      (step, ms) => this.socket.send({ command: 'Speaking', step, ms }),
      () => !!this.snap.joined?.me.publish,
    );
    this.meter = new LevelMeter(
      (id, on) => {
        const speaking = new Set(this.snap.speaking);
        if (on) speaking.add(id);
        else speaking.delete(id);
        this.set({ speaking });
      },
      (id, on, ms) => {
        if (id === SELF && on && this.snap.mic) this.tally.add(ms);
      },
    );
  }

  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => void this.listeners.delete(l);
  };
  snapshot = () => this.snap;

  /** Enters the room: my devices first (if I speak), then the socket. */
  async enter(opts: { speak: boolean; cam?: boolean; audioId?: string; videoId?: string }) {
    if (this.release) return;
    let local: MediaStream | null = null;
    if (opts.speak) {
      const got = await openDevices(opts.cam !== false, opts.audioId, opts.videoId);
      local = got.stream;
      if (got.error) this.set({ mediaError: got.error });
    }
    this.set({ local, mic: !!local?.getAudioTracks().length, cam: !!local?.getVideoTracks().length, ended: null, refused: null });
    if (local) this.meter.watch(SELF, local);
    this.off.push(
      this.socket.onStatus((status) => {
        this.set({ status });
        if (status === 'open') this.join();
        else this.resetMesh();
      }),
      this.socket.onFrame((f) => this.onFrame(f as unknown as RoomServerFrame)),
    );
    this.release = this.socket.retain();
    this.tally.start();
    this.clock.start();
    // The browser knows first when the network goes and comes back: say so, and reconnect at once.
    const offline = () => this.socket.restart();
    const online = () => this.socket.restart();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    this.off.push(
      () => window.removeEventListener('offline', offline),
      () => window.removeEventListener('online', online),
    );
  }

  leave() {
    this.tally.report();
    this.socket.send({ command: 'Leave' });
    this.stop();
  }

  /** "click to reconnect": connects again now. */
  reconnect() {
    this.socket.restart();
  }

  toggleMic() {
    const mic = !this.snap.mic;
    this.mesh?.setEnabled('audio', mic);
    for (const t of this.snap.local?.getAudioTracks() ?? []) t.enabled = mic;
    this.set({ mic, mutedBy: mic ? null : this.snap.mutedBy });
    this.sendMedia();
  }

  async toggleCam() {
    const cam = !this.snap.cam;
    if (cam && this.snap.local && !this.snap.local.getVideoTracks().length) {
      // Entered without the camera: it is asked for now, and every connection renegotiates.
      const track = await navigator.mediaDevices.getUserMedia({ video: VIDEO }).then(
        (s) => s.getVideoTracks()[0],
        () => undefined,
      );
      if (!track) return this.set({ mediaError: 'none' });
      if (this.mesh) await this.mesh.addTrack(track);
      else this.snap.local.addTrack(track);
    }
    this.mesh?.setEnabled('video', cam);
    for (const t of this.snap.local?.getVideoTracks() ?? []) t.enabled = cam;
    this.set({ cam });
    this.sendMedia();
  }

  async useDevice(kind: 'audio' | 'video', deviceId: string) {
    const stream = await navigator.mediaDevices.getUserMedia(
      kind === 'audio' ? { audio: { deviceId: { exact: deviceId } } } : { video: { deviceId: { exact: deviceId } } },
    );
    const track = stream.getTracks()[0]!;
    track.enabled = kind === 'audio' ? this.snap.mic : this.snap.cam;
    if (this.mesh) await this.mesh.replaceTrack(track);
    else this.snap.local?.addTrack(track);
    if (kind === 'audio' && this.snap.local) {
      this.meter.unwatch(SELF);
      this.meter.watch(SELF, new MediaStream(this.snap.local.getAudioTracks()));
    }
    this.set({ local: this.snap.local });
  }

  mute(userId: number) {
    this.socket.send({ command: 'Mute', user_id: userId });
  }

  react(emoji: string) {
    this.socket.send({ command: 'Reaction', emoji });
  }

  /** The timeline's current step: speaking time is counted per step (reported when it changes). */
  setStep(step: string | null) {
    this.tally.setStep(step);
  }

  private join() {
    this.clock.joined();
    this.socket.send({ command: 'Join', mic: this.snap.mic, cam: this.snap.cam });
  }

  private onFrame(f: RoomServerFrame) {
    this.clock.heard();
    if (f.status === 'error') {
      if (f.command !== 'Join') return;
      // The media server is down (SFU mode): it says so, and joins again by itself a moment later.
      if (f.response.detail === ROOM_ERRORS.mediaDown) setTimeout(() => this.release && this.snap.status === 'open' && this.join(), 2_000);
      return this.set({ refused: f.response.detail });
    }
    switch (f.command) {
      case 'Join':
        this.resetMesh();
        this.mesh = mediaRoomFor(f.response, {
          local: this.snap.local,
          send: (frame) => this.socket.send(frame),
          onChange: () => this.syncPeers(),
          onDown: () => this.socket.restart(),
        });
        return this.set({ joined: f.response, refused: null });
      case 'PeerJoined':
        return this.mesh?.peerJoined(f.response);
      case 'Hello':
        return this.mesh?.hello(f.response);
      case 'Signal':
        return void this.mesh?.signal(f.response as Signal);
      case 'PeerState':
        return this.mesh?.peerState(f.response.peer_id, f.response.mic, f.response.cam);
      case 'PeerLeft':
        this.meter.unwatch(f.response.peer_id);
        return this.mesh?.peerLeft(f.response.peer_id);
      case 'Muted':
        if (this.snap.mic) this.toggleMic();
        return this.set({ mutedBy: f.response.by });
      case 'Reaction':
        return this.addReaction(f.response.emoji, f.response.user_id);
      case 'Time':
        return this.clock.answer(f.response.t0, f.response.server_now);
      case 'RolesChanged':
        return this.set({ rolesVersion: this.snap.rolesVersion + 1 });
      case 'Kicked':
        this.stop();
        return this.set({ ended: 'kicked' });
      case 'Replaced':
        this.stop();
        return this.set({ ended: 'replaced' });
    }
  }

  private sendMedia() {
    this.socket.send({ command: 'Media', mic: this.snap.mic, cam: this.snap.cam });
  }

  private addReaction(emoji: string, userId: number) {
    const r = { id: ++this.reactionId, emoji, user_id: userId, left: 10 + Math.round(Math.random() * 80) };
    this.set({ reactions: [...this.snap.reactions, r].slice(-30) });
    setTimeout(() => this.set({ reactions: this.snap.reactions.filter((x) => x.id !== r.id) }), REACTION_MS);
  }

  private syncPeers() {
    const peers = [...(this.mesh?.peers.values() ?? [])];
    for (const p of peers) this.meter.watch(p.info.peer_id, p.stream);
    this.set({ peers: peers.map((p) => ({ ...p })) });
  }

  private resetMesh() {
    for (const p of this.mesh?.peers.keys() ?? []) this.meter.unwatch(p);
    this.mesh?.close();
    this.mesh = null;
    if (this.snap.peers.length) this.set({ peers: [] });
  }

  private stop() {
    for (const o of this.off.splice(0)) o();
    this.tally.stop();
    this.clock.stop();
    this.resetMesh();
    this.meter.close();
    this.release?.();
    this.release = null;
    for (const t of this.snap.local?.getTracks() ?? []) t.stop();
    this.set({ status: 'idle', joined: null, local: null, speaking: new Set() });
  }

  private set(patch: Partial<RoomSnapshot>) {
    this.snap = { ...this.snap, ...patch };
    for (const l of [...this.listeners]) l();
  }
}

export type { PeerInfo, Reaction, RoomSnapshot };
