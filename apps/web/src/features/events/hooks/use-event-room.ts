import type { EventRoomChatPush, EventRoomMemberPush, EventRoomSignal, EventRoomSignalPush } from '@velvet/contracts';
import { eventRoomChatPushSchema, eventRoomEvents, eventRoomSessionSchema } from '@velvet/contracts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { z } from 'zod';
import { iceServers } from '@/features/calls/lib/ice-servers';
import { realtime, useRealtimeEvent, useRealtimeReconnect } from '@/shared/realtime';

type SignalBody = EventRoomSignal extends infer S ? (S extends EventRoomSignal ? Omit<S, 'event_id' | 'to'> : never) : never;
export type RoomPhase = 'starting' | 'waiting' | 'live' | 'failed';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * This browser in an event's room. The creator sends camera and microphone to every viewer, one
 * connection each, and makes every offer (when a viewer is in the room or comes in); viewers only
 * receive, and answer. The chat lines of the room are kept while the page is open.
 */
export function useEventRoom(eventId: string, isHost: boolean) {
  const [phase, setPhase] = useState<RoomPhase>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [viewers, setViewers] = useState(0);
  const [lines, setLines] = useState<EventRoomChatPush[]>([]);
  const media = useRef<MediaStream | null>(null);
  const peers = useRef(new Map<string, RTCPeerConnection>());
  const pending = useRef(new Map<string, RTCIceCandidateInit[]>());
  const joined = useRef(false);

  const send = (to: string, body: SignalBody) => {
    realtime.emitWithAck(eventRoomEvents.signal, { event_id: eventId, to, ...body }, z.unknown()).catch(() => undefined);
  };

  function closePeer(socketId: string) {
    peers.current.get(socketId)?.close();
    peers.current.delete(socketId);
    pending.current.delete(socketId);
    if (isHost) setViewers(peers.current.size);
  }

  function newPeer(socketId: string): RTCPeerConnection {
    closePeer(socketId);
    const connection = new RTCPeerConnection({ iceServers: iceServers() });
    if (isHost) for (const track of media.current?.getTracks() ?? []) connection.addTrack(track, media.current!);
    connection.onicecandidate = (event) => {
      if (event.candidate) send(socketId, { kind: 'ice', candidate: event.candidate.toJSON() as Extract<SignalBody, { kind: 'ice' }>['candidate'] });
    };
    connection.ontrack = (event) => {
      setStream(event.streams[0] ?? new MediaStream([event.track]));
      setPhase('live');
    };
    peers.current.set(socketId, connection);
    if (isHost) setViewers(peers.current.size);
    return connection;
  }

  async function offerTo(socketId: string) {
    const connection = newPeer(socketId);
    const description = await connection.createOffer();
    await connection.setLocalDescription(description);
    send(socketId, { kind: 'offer', sdp: description.sdp ?? '' });
  }

  async function flush(socketId: string, connection: RTCPeerConnection) {
    for (const candidate of pending.current.get(socketId)?.splice(0) ?? []) await connection.addIceCandidate(candidate);
  }

  async function receive(signal: EventRoomSignalPush) {
    const from = signal.from;
    if (signal.kind === 'offer' && !isHost) {
      const connection = newPeer(from);
      await connection.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
      await flush(from, connection);
      const answer = await connection.createAnswer();
      await connection.setLocalDescription(answer);
      send(from, { kind: 'answer', sdp: answer.sdp ?? '' });
    } else if (signal.kind === 'answer' && isHost) {
      const connection = peers.current.get(from);
      if (!connection) return;
      await connection.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
      await flush(from, connection);
    } else if (signal.kind === 'ice') {
      const connection = peers.current.get(from);
      if (connection?.remoteDescription) await connection.addIceCandidate(signal.candidate);
      else pending.current.set(from, [...(pending.current.get(from) ?? []), signal.candidate]);
    }
  }

  async function enter() {
    const session = await realtime.emitWithAck(eventRoomEvents.join, { event_id: eventId }, eventRoomSessionSchema);
    joined.current = true;
    if (!isHost) return setPhase((current) => (current === 'live' ? current : 'waiting'));
    setPhase('live');
    for (const member of session.members) if (!member.is_host) await offerTo(member.socket_id);
  }

  const fail = (error: unknown) => {
    setProblem(errorMessage(error));
    setPhase('failed');
  };

  const start = useEffectEvent((isCancelled: () => boolean) => {
    // A viewer sends nothing: it enters at once (after this effect, as everything here that sets state).
    if (!isHost) return void Promise.resolve().then(enter).catch(fail);
    navigator.mediaDevices
      .getUserMedia({ audio: true, video: true })
      .then(async (local) => {
        if (isCancelled()) return local.getTracks().forEach((track) => track.stop());
        media.current = local;
        setStream(local);
        await enter();
      })
      .catch((error: unknown) => {
        if (!isCancelled()) fail(error instanceof Error && error.name === 'NotAllowedError' ? new Error("Access to your camera and microphone was refused. Allow it in your browser's site settings.") : error);
      });
  });

  const stop = useEffectEvent(() => {
    for (const socketId of [...peers.current.keys()]) closePeer(socketId);
    media.current?.getTracks().forEach((track) => track.stop());
    media.current = null;
    if (joined.current) realtime.emitWithAck(eventRoomEvents.leave, { event_id: eventId }, z.unknown()).catch(() => undefined);
    joined.current = false;
  });

  useEffect(() => {
    let cancelled = false;
    start(() => cancelled);
    return () => {
      cancelled = true;
      stop();
    };
  }, [eventId]);

  const forThisRoom = (payload: unknown) => (payload as { event_id?: string }).event_id === eventId;

  useRealtimeEvent(eventRoomEvents.signal, (payload) => {
    if (forThisRoom(payload)) receive(payload as EventRoomSignalPush).catch(() => undefined);
  });
  useRealtimeEvent(eventRoomEvents.joined, (payload) => {
    const push = payload as EventRoomMemberPush;
    if (forThisRoom(push) && isHost && !push.member.is_host) offerTo(push.member.socket_id).catch(() => undefined);
  });
  useRealtimeEvent(eventRoomEvents.left, (payload) => {
    const push = payload as EventRoomMemberPush;
    if (!forThisRoom(push)) return;
    closePeer(push.member.socket_id);
    if (!isHost && push.member.is_host) {
      setStream(null);
      setPhase('waiting');
    }
  });
  useRealtimeEvent(eventRoomEvents.chat, (payload) => {
    const parsed = eventRoomChatPushSchema.safeParse(payload);
    if (parsed.success && forThisRoom(parsed.data)) setLines((current) => [...current.slice(-199), parsed.data]);
  });
  // The socket came back: the server put this browser out of the room, so it enters again.
  useRealtimeReconnect(() => {
    if (joined.current) enter().catch(fail);
  });

  const say = (text: string) => realtime.emitWithAck(eventRoomEvents.chat, { event_id: eventId, text }, eventRoomChatPushSchema);

  return { phase, problem, stream, viewers, lines, say };
}
