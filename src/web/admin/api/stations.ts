import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  stationRecord,
  stationScreen,
  ticket,
  type AdminStation,
  type StationInput,
  type StationScreen,
  type Ticket,
} from '../../../shared/schemas/station.js';
import { apiRequest } from '../../api/client.js';
import type { Resource } from './resource.js';
import { useDeleteRecord, useResourceList, useSaveRecord } from './resource.js';

// A station's categories and dishes say where a confirmed order's lines go (D59).
export const stationsResource: Resource = { name: 'stations', record: stationRecord, affects: [] };

export const useStations = () => useResourceList<AdminStation>(stationsResource);
export const useSaveStation = () => useSaveRecord<AdminStation, StationInput & { version?: number }>(stationsResource);
export const useDeleteStation = () => useDeleteRecord(stationsResource);

const screenKey = (station: number) => ['kitchen', station] as const;

/** How long a screen waits before loading afresh after its stream ended for good. */
const RETRY_MS = 5_000;

/**
 * A station's screen, live: loaded, then again at each change the server's stream tells of. The
 * browser reconnects a dropped stream by itself, naming the last event it had, so the screen
 * catches up without reloading; `connected` says whether the stream is up now.
 */
export function useStationScreen(station: number, onConnection: (connected: boolean) => void) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: screenKey(station),
    queryFn: () => apiRequest<StationScreen>(`/api/admin/kitchen/${station}`, { answer: stationScreen }),
  });
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: screenKey(station) });
    const connect = () => {
      source = new EventSource('/api/admin/kitchen/stream');
      source.onopen = () => {
        onConnection(true);
        refresh();
      };
      source.onmessage = refresh;
      source.addEventListener('reset', refresh);
      source.onerror = () => {
        onConnection(false);
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        retry = setTimeout(connect, RETRY_MS);
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient, station, onConnection]);
  return query;
}

const post = (path: string, body: unknown) => apiRequest<Ticket>(path, { method: 'POST', body, answer: ticket });

/** The whole ticket moves on: 'Hazırlanıyor', or 'Hazır' (bumped). */
export const stepTicket = (id: number, state: 'preparing' | 'ready') => post(`/api/admin/tickets/${id}/state`, { state });
/** 'Geri al': a bumped ticket comes back. */
export const recallTicket = (id: number) => post(`/api/admin/tickets/${id}/recall`, {});
/** One line of the station's ticket moves on. */
export const stepStationLine = (station: number, line: number, state: 'preparing' | 'ready') =>
  post(`/api/admin/kitchen/${station}/lines/${line}/state`, { state });
/** A line cancelled at its station, with the reason its guests read. */
export const cancelStationLine = (station: number, line: number, reason: string) =>
  post(`/api/admin/kitchen/${station}/lines/${line}/cancel`, { reason });
/** A station PC claims a ticket before printing it by itself; 409 `printed` when another has it. */
export const claimTicketPrint = (id: number) => post(`/api/admin/tickets/${id}/print`, {});
