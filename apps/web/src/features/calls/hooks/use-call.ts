import type { CallMemberPush, CallSession, CallSignal, CallSignalPush, CallTimeUpPush, ServiceRequest } from '@velvet/contracts';
import { callEvents, callSessionSchema } from '@velvet/contracts';
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { z } from 'zod';
import { realtime, useRealtimeEvent, useRealtimeReconnect } from '@/shared/realtime';
import { callReducer, initialCallState } from '../lib/call-state';
import { iceServers } from '../lib/ice-servers';
import { mediaConstraints, mediaErrorMessage } from '../lib/media-errors';

type SignalBody = CallSignal extends infer S ? (S extends CallSignal ? Omit<S, 'request_id'> : never) : never;

const joinCall = (requestId: string, token: string) => realtime.emitWithAck(callEvents.join, { request_id: requestId, token }, callSessionSchema);
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One paid call in this browser: the local media, the room on the socket, and the WebRTC connection
 * with the other member. The creator makes the offers (when the fan is, or comes, in the room), the fan
 * answers them, so the two never offer at once; a new offer replaces the connection after a drop.
 */
export function useCall(request: ServiceRequest, viewerId: string) {
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const media = useRef<MediaStream | null>(null);
  const peer = useRef<RTCPeerConnection | null>(null);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);
  const requestId = request._id;
  const token = request.token[viewerId] ?? '';
  const type = request.type;
  const isOfferer = viewerId === request.creator_id;
  const otherId = isOfferer ? request.fan_id : request.creator_id;

  const send = (body: SignalBody) => {
    realtime.emitWithAck(callEvents.signal, { request_id: requestId, ...body }, z.unknown()).catch(() => undefined);
  };

  function closePeer() {
    peer.current?.close();
    peer.current = null;
    pendingCandidates.current = [];
    setRemoteStream(null);
  }

  function newPeer(): RTCPeerConnection {
    closePeer();
    const connection = new RTCPeerConnection({ iceServers: iceServers() });
    for (const track of media.current?.getTracks() ?? []) connection.addTrack(track, media.current!);
    connection.onicecandidate = (event) => {
      if (event.candidate) send({ kind: 'ice', candidate: event.candidate.toJSON() as Extract<SignalBody, { kind: 'ice' }>['candidate'] });
    };
    connection.ontrack = (event) => setRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
    connection.onconnectionstatechange = () => {
      if (peer.current !== connection) return;
      if (connection.connectionState === 'connected') dispatch({ type: 'media-connected' });
      if (connection.connectionState === 'disconnected' || connection.connectionState === 'failed') dispatch({ type: 'media-lost' });
    };
    peer.current = connection;
    return connection;
  }

  async function offer() {
    const connection = newPeer();
    const description = await connection.createOffer();
    await connection.setLocalDescription(description);
    send({ kind: 'offer', sdp: description.sdp ?? '' });
  }

  async function addPendingCandidates(connection: RTCPeerConnection) {
    for (const candidate of pendingCandidates.current.splice(0)) await connection.addIceCandidate(candidate);
  }

  async function receive(signal: CallSignalPush) {
    if (signal.kind === 'offer') {
      const connection = newPeer();
      await connection.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
      await addPendingCandidates(connection);
      const answer = await connection.createAnswer();
      await connection.setLocalDescription(answer);
      send({ kind: 'answer', sdp: answer.sdp ?? '' });
    } else if (signal.kind === 'answer') {
      if (!peer.current) return;
      await peer.current.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
      await addPendingCandidates(peer.current);
    } else if (peer.current?.remoteDescription) {
      await peer.current.addIceCandidate(signal.candidate);
    } else {
      pendingCandidates.current.push(signal.candidate);
    }
  }

  async function enter() {
    const session = await joinCall(requestId, token);
    dispatch({ type: 'joined', session, otherId });
    if (isOfferer && session.members.includes(otherId)) await offer();
  }

  const fail = (error: unknown) => dispatch({ type: 'failed', message: errorMessage(error) });

  const start = useEffectEvent((isCancelled: () => boolean) => {
    navigator.mediaDevices
      .getUserMedia(mediaConstraints(type))
      .then(async (stream) => {
        if (isCancelled()) return stream.getTracks().forEach((track) => track.stop());
        media.current = stream;
        setLocalStream(stream);
        dispatch({ type: 'media-ready' });
        await enter().catch(fail);
      })
      .catch((error: unknown) => {
        if (!isCancelled()) dispatch({ type: 'failed', message: mediaErrorMessage(error, type) });
      });
  });

  /** Out of the call: the connection closed, the devices released, the room left (the clock keeps running). */
  function release() {
    closePeer();
    media.current?.getTracks().forEach((track) => track.stop());
    media.current = null;
    realtime.emitWithAck(callEvents.leave, { request_id: requestId }, z.unknown()).catch(() => undefined);
  }

  const stop = useEffectEvent(release);

  useEffect(() => {
    let cancelled = false;
    start(() => cancelled);
    return () => {
      cancelled = true;
      stop();
    };
  }, [requestId]);

  const forThisCall = (payload: unknown): boolean => (payload as { request_id?: string }).request_id === requestId;

  useRealtimeEvent(callEvents.signal, (payload) => {
    const signal = payload as CallSignalPush;
    if (forThisCall(signal) && signal.from !== viewerId) receive(signal).catch(() => dispatch({ type: 'media-lost' }));
  });
  useRealtimeEvent(callEvents.joined, (payload) => {
    const push = payload as CallMemberPush;
    if (!forThisCall(push) || push.user_id === viewerId) return;
    dispatch({ type: 'peer-joined' });
    if (isOfferer) offer().catch(() => dispatch({ type: 'media-lost' }));
  });
  useRealtimeEvent(callEvents.left, (payload) => {
    const push = payload as CallMemberPush;
    if (!forThisCall(push) || push.members.includes(otherId)) return;
    closePeer();
    dispatch({ type: 'peer-left' });
  });
  useRealtimeEvent(callEvents.timerStarted, (payload) => {
    if (forThisCall(payload)) dispatch({ type: 'timer-started', session: payload as CallSession });
  });
  useRealtimeEvent(callEvents.timeUp, (payload) => {
    if (!forThisCall(payload as CallTimeUpPush)) return;
    release();
    dispatch({ type: 'time-up' });
  });
  // The socket dropped and came back: the server put this browser out of the room, so it joins again.
  useRealtimeReconnect(() => {
    if (!media.current) return;
    dispatch({ type: 'rejoining' });
    enter().catch(fail);
  });

  function toggleMute() {
    const next = !muted;
    media.current?.getAudioTracks().forEach((track) => (track.enabled = !next));
    setMuted(next);
  }

  function toggleCamera() {
    const next = !cameraOff;
    media.current?.getVideoTracks().forEach((track) => (track.enabled = !next));
    setCameraOff(next);
  }

  function hangUp() {
    release();
    dispatch({ type: 'hang-up' });
  }

  return { state, localStream, remoteStream, muted, cameraOff, toggleMute, toggleCamera, hangUp };
}
