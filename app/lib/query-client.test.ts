// A user query answered 401 means the session ended elsewhere: the client forgets the user.
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { meKey, queryClient } from "./query-client.ts";
import { SESSION_KEY } from "./session.ts";

const user = { id: "u1", email: "a@example.com" };
const fail = (status: number) => () => Promise.reject(new ApiError(status, "X", "x"));

describe("queryClient", () => {
  afterEach(() => queryClient.clear());

  it("signs the client out when a user query answers 401, without retrying it", async () => {
    queryClient.setQueryData(SESSION_KEY, user);
    let calls = 0;
    await queryClient
      .fetchQuery({ queryKey: meKey("u1", "notifications"), queryFn: () => (calls++, fail(401)()), retry: undefined })
      .catch(() => {});
    expect(queryClient.getQueryData(SESSION_KEY)).toBeNull();
    expect(calls).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(queryClient.getQueryCache().findAll({ queryKey: ["me"] })).toHaveLength(0);
  });

  it("keeps the session on other errors, and on a 401 outside the user's data", async () => {
    queryClient.setQueryData(SESSION_KEY, user);
    await queryClient
      .fetchQuery({ queryKey: meKey("u1", "favorites"), queryFn: fail(500), retryDelay: 0 })
      .catch(() => {});
    await queryClient.fetchQuery({ queryKey: ["deals"], queryFn: fail(401) }).catch(() => {});
    expect(queryClient.getQueryData(SESSION_KEY)).toEqual(user);
  });
});
