"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { apiWrite, type ApiResult } from "@/lib/client/api";
import { notify, notifyFailure } from "@/lib/client/notify";
import { apiKey } from "@/lib/client/query-client";
import type { NetworkUser } from "@/lib/contract/network";
import type { RouteResponse } from "@/lib/contract/routes";
import { useCollection } from "@/lib/hooks/use-api-query";
import { putBack } from "./filters";

type ToggleResult = ApiResult<RouteResponse<"/friends/toggleFriend">>;

/** When another tab already changed the follow, the first flip goes the wrong way, so flip once more. */
async function setFollowing(friendId: string, want: boolean): Promise<ToggleResult> {
  const first = await apiWrite("/friends/toggleFriend", { friend_id: friendId });
  if (!first.ok || first.data.following === want) return first;
  return apiWrite("/friends/toggleFriend", { friend_id: friendId });
}

const succeeded = (result: ToggleResult, want: boolean) => result.ok && result.data.following === want;

/** docs/behaviour.md §4; a failure puts the screen back as it was, with the failure toast (docs/architecture.md §6). */
export function useNetwork() {
  const network = useCollection("/fetch/network", "networkData");
  const { update } = network;
  const client = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const mark = useCallback((id: string, busy: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  // Who is followed changes the sheet and the dashboard's network activity.
  const networkChanged = useCallback(() => {
    void client.invalidateQueries({ queryKey: apiKey("/fetch/smartsheet") });
    void client.invalidateQueries({ queryKey: apiKey("/fetch/dashboard") });
  }, [client]);

  const add = useCallback(
    async (found: NetworkUser & { external?: boolean }) => {
      const { external: _external, ...person } = found;
      mark(person.id, true);
      update((list) => (list.some((p) => p.id === person.id) ? list : [...list, person]));
      const result = await setFollowing(person.id, true);
      mark(person.id, false);
      if (!succeeded(result, true)) {
        update((list) => list.filter((p) => p.id !== person.id));
        if (result.ok) notify.error("connectionAdditionFailed");
        else notifyFailure(result, "connectionAdditionFailed");
        return false;
      }
      const confirmed = result.ok ? result.data.user : undefined;
      if (confirmed) update((list) => list.map((p) => (p.id === person.id ? confirmed : p)));
      notify.success("connectionAdded");
      networkChanged();
      return true;
    },
    [mark, update, networkChanged],
  );

  const remove = useCallback(
    async (person: NetworkUser) => {
      const before = client.getQueryData<RouteResponse<"/fetch/network">>(apiKey("/fetch/network"))?.networkData ?? [];
      const index = before.findIndex((p) => p.id === person.id);
      mark(person.id, true);
      update((list) => list.filter((p) => p.id !== person.id));
      const result = await setFollowing(person.id, false);
      mark(person.id, false);
      if (!succeeded(result, false)) {
        update((list) => putBack(list, person, index));
        if (result.ok) notify.error("connectionRemovalFailed");
        else notifyFailure(result, "connectionRemovalFailed");
        return false;
      }
      notify.success("connectionRemoved");
      networkChanged();
      return true;
    },
    [client, mark, update, networkChanged],
  );

  return { ...network, pending, add, remove };
}
