import { useEffect, useEffectEvent, useState } from 'react';
import { boardRequest, boardState, type BoardEvent, type BoardRequest, type BoardState } from '../../../shared/schemas/service-request.js';
import { ApiError, apiRequest } from '../../api/client.js';

export type BoardConnection = 'loading' | 'live' | 'reconnecting';

export interface Board {
  /** The calls open or taken, oldest first. */
  requests: BoardRequest[];
  connection: BoardConnection;
  /** Why the board could not load (its first load only): a session that ended, say. */
  error: unknown;
  /** Puts a call as the server answered it (after 'Geldim' or 'Tamam'), before its event arrives. */
  put(request: BoardRequest): void;
}

/** How long the board waits before it loads afresh after its stream failed, doubling up to the last. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

const isOnBoard = (request: BoardRequest) => request.state === 'open' || request.state === 'taken';

/**
 * The staff board's calls, live: loaded once, then kept by the server's event stream. The
 * browser reconnects a dropped stream by itself, naming the last event it had (Last-Event-ID),
 * and the server sends exactly what it missed. A stream the server refused (full, the session
 * ended, the server restarting) is opened again after loading the board afresh. Events are
 * applied once each, in order: one the board has had is skipped.
 */
export function useBoard(onNewCall: (request: BoardRequest) => void): Board {
  const [requests, setRequests] = useState<Map<number, BoardRequest>>(new Map());
  const [connection, setConnection] = useState<BoardConnection>('loading');
  const [error, setError] = useState<unknown>(null);
  const announce = useEffectEvent(onNewCall);

  useEffect(() => {
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let lastId = 0;

    const connect = async () => {
      let state: BoardState;
      try {
        state = await apiRequest<BoardState>('/api/admin/board', { answer: boardState });
      } catch (failure) {
        if (stopped) return;
        if (failure instanceof ApiError && (failure.status === 401 || failure.status === 403)) {
          setError(failure);
          return;
        }
        scheduleRetry();
        return;
      }
      if (stopped) return;
      setError(null);
      lastId = state.lastEventId;
      setRequests(new Map(state.requests.map((request) => [request.id, request])));
      source = new EventSource(`/api/admin/board/stream?after=${lastId}`);
      source.onopen = () => {
        failures = 0;
        setConnection('live');
      };
      source.onmessage = (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as BoardEvent;
        if (event.id <= lastId) return;
        lastId = event.id;
        if (import.meta.env.MODE !== 'production') boardRequest.parse(event.request);
        setRequests((current) => {
          const next = new Map(current);
          if (isOnBoard(event.request)) next.set(event.request.id, event.request);
          else next.delete(event.request.id);
          return next;
        });
        if (event.type === 'opened' && event.request.state === 'open') announce(event.request);
      };
      // The server no longer has the events after ours (a restored database): load afresh.
      source.addEventListener('reset', () => restart());
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) restart();
        else setConnection('reconnecting');
      };
    };

    const restart = () => {
      source?.close();
      source = null;
      scheduleRetry();
    };

    const scheduleRetry = () => {
      setConnection('reconnecting');
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures += 1;
      retry = setTimeout(() => void connect(), wait);
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, []);

  const list = [...requests.values()].sort((a, b) => a.id - b.id);
  // Only a call still on the board: an answer that arrives after the stream said the call was
  // finished (by someone else, a moment later) must not bring it back.
  const put = (request: BoardRequest) =>
    setRequests((current) => {
      if (!current.has(request.id)) return current;
      const next = new Map(current);
      if (isOnBoard(request)) next.set(request.id, request);
      else next.delete(request.id);
      return next;
    });
  return { requests: list, connection, error, put };
}

export const takeCall = (id: number) =>
  apiRequest<BoardRequest>(`/api/admin/board/requests/${id}/take`, { method: 'POST', body: {}, answer: boardRequest });
export const finishCall = (id: number) =>
  apiRequest<BoardRequest>(`/api/admin/board/requests/${id}/done`, { method: 'POST', body: {}, answer: boardRequest });
