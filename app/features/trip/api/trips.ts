// Saved and shared trips (issue 30): the signed-in user's list, one trip, saving (POST, then PATCH),
// rename, delete, share and revoke, and a shared trip read by its token (public). Query keys are
// ["trips"], ["trip", id] and ["shared-trip", token] (the offline copy keeps them); signing out or
// another user signing in drops the first two (useForgetTripsOfOthers).
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { useEffect, useRef } from "react";
import { api } from "~/lib/api";
import { ApiError, readBody } from "~/lib/api-error";
import { useSession } from "~/lib/session";
import type { TripModel } from "~core/requests";

/** A saved trip as `GET /api/v1/trips/:id` answers it (type from the server's routes). */
export type SavedTrip = InferResponseType<(typeof api.api.v1.trips)[":id"]["$get"], 200>;

export const TRIPS_KEY = ["trips"] as const;
export const tripKey = (id: string) => ["trip", id] as const;
export const sharedTripKey = (token: string) => ["shared-trip", token] as const;

/** The signed-in user's trips, newest first. */
export function useTrips(enabled: boolean) {
  return useQuery({
    queryKey: TRIPS_KEY,
    enabled,
    staleTime: 30_000,
    queryFn: async () => (await readBody(api.api.v1.trips.$get())).trips,
  });
}

/** One saved trip of the signed-in user (404 for another's, or one that is gone). */
export function useSavedTrip(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: tripKey(id ?? "-"),
    enabled: enabled && !!id,
    staleTime: 30_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
    queryFn: () => readBody(api.api.v1.trips[":id"].$get({ param: { id: id! } })),
  });
}

/** A shared trip, by its token (public: works signed out). */
export function useSharedTrip(token: string | undefined) {
  return useQuery({
    queryKey: sharedTripKey(token ?? "-"),
    enabled: !!token,
    // Kept on the device with the saved trips, for reading offline (decision 037).
    meta: { offline: true },
    staleTime: 60_000,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
    queryFn: () => readBody(api.api.v1["shared-trips"][":token"].$get({ param: { token: token! } })),
  });
}

function remember(qc: QueryClient, row: SavedTrip) {
  qc.setQueryData(tripKey(row.id), row);
  qc.setQueryData<SavedTrip[]>(TRIPS_KEY, (rows) => (rows ? [row, ...rows.filter((r) => r.id !== row.id)] : rows));
}

/** Saves a trip: a new one (POST) or the one being edited (PATCH). */
export function useSaveTrip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, trip }: { id?: string; name: string; trip: TripModel }) =>
      id
        ? readBody(api.api.v1.trips[":id"].$patch({ param: { id }, json: { name, trip } }))
        : readBody(api.api.v1.trips.$post({ json: { name, trip } })),
    onSuccess: (row) => remember(qc, row),
  });
}

export function useRenameTrip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      readBody(api.api.v1.trips[":id"].$patch({ param: { id }, json: { name } })),
    onSuccess: (row) => remember(qc, row),
  });
}

export function useDeleteTrip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readBody(api.api.v1.trips[":id"].$delete({ param: { id } })),
    onSuccess: (_body, id) => {
      qc.removeQueries({ queryKey: tripKey(id) });
      qc.setQueryData<SavedTrip[]>(TRIPS_KEY, (rows) => rows?.filter((r) => r.id !== id));
    },
  });
}

function setShare(qc: QueryClient, id: string, token: string | null) {
  const change = (row: SavedTrip): SavedTrip => ({ ...row, shared: token !== null, share_token: token });
  qc.setQueryData<SavedTrip[]>(TRIPS_KEY, (rows) => rows?.map((r) => (r.id === id ? change(r) : r)));
  qc.setQueryData<SavedTrip>(tripKey(id), (row) => (row ? change(row) : row));
}

/** Shares a trip (the token of its read-only link) or stops sharing it. */
export function useShareTrip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, share }: { id: string; share: boolean }) => {
      if (!share) {
        await readBody(api.api.v1.trips[":id"].share.$delete({ param: { id } }));
        return null;
      }
      return (await readBody(api.api.v1.trips[":id"].share.$post({ param: { id }, json: {} }))).token;
    },
    onSuccess: (token, { id, share }) => setShare(qc, id, share ? token : null),
  });
}

/**
 * The saved trips belong to one user: when the session ends (online) or another user signs in on
 * this device, the cached trips are dropped; shared trips are public and stay.
 */
export function useForgetTripsOfOthers() {
  const qc = useQueryClient();
  const session = useSession();
  const user = session.status === "signed-in" ? session.user.id : session.status === "signed-out" ? null : undefined;
  const last = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (user === undefined) return;
    // Signed out while online (offline, the session cannot be read: the last copy stays readable).
    const signedOut = user === null && navigator.onLine;
    const switched = typeof last.current === "string" && typeof user === "string" && last.current !== user;
    if (signedOut || switched) {
      qc.removeQueries({ queryKey: TRIPS_KEY });
      qc.removeQueries({ queryKey: ["trip"] });
    }
    if (user !== null) last.current = user;
  }, [user, qc]);
}
