/**
 * The live stream (issue 18 §2): `GET /live` (Server-Sent Events) carries messages, read receipts,
 * typing and badge changes to a user's open tabs, across api processes through PostgreSQL
 * LISTEN/NOTIFY or Redis pub/sub.
 */
export {
  emitLiveEvent,
  emitLiveEvents,
  signalLive,
  pruneLiveEvents,
  type StoredLiveEvent,
  type LiveSignal,
} from './live-service';
export { liveRoutes } from './live-routes';
export { HEARTBEAT_MS, MAX_STREAMS_PER_USER, type LiveHub } from './live-hub';
