/**
 * ICE servers from `VITE_ICE_SERVERS` (a JSON array of RTCIceServer), none by default: on one machine or
 * one network the browsers reach each other through host candidates.
 */
export function iceServers(raw: string | undefined = import.meta.env.VITE_ICE_SERVERS): RTCIceServer[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as RTCIceServer[]) : [];
  } catch {
    return [];
  }
}
