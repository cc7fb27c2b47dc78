import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { useOnlineRead } from "./use-online-read.ts";

/** A read whose answers the test gives, one pending promise per call. */
function controlledRead<T>() {
  const calls: {
    key: string;
    signal: AbortSignal;
    answer: (value: T) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const read = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((answer, fail) => calls.push({ key, signal, answer, fail }));
  return { calls, read };
}

describe("useOnlineRead", () => {
  it("aborts the read in flight when the screen unmounts", () => {
    const { calls, read } = controlledRead<string>();
    const { unmount } = renderHook(() => useOnlineRead(read("a"), { label: "things" }));
    expect(calls).toHaveLength(1);
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it("keeps the last answer while the next key loads, and drops a late answer for an old key", async () => {
    const { calls, read } = controlledRead<string>();
    const { result, rerender } = renderHook(
      ({ key }) => useOnlineRead(read(key), { key, label: "things" }),
      { initialProps: { key: "a" } },
    );
    await act(async () => calls[0]?.answer("answer a"));
    expect(result.current).toMatchObject({ data: "answer a", loading: false });

    rerender({ key: "b" });
    rerender({ key: "c" });
    expect(result.current).toMatchObject({ data: "answer a", loading: true });
    expect(calls.slice(1).map((call) => [call.key, call.signal.aborted])).toEqual([
      ["b", true],
      ["c", false],
    ]);
    await act(async () => calls[1]?.answer("answer b"));
    expect(result.current.data).toBe("answer a");
    await act(async () => calls[2]?.answer("answer c"));
    expect(result.current).toMatchObject({ data: "answer c", loading: false, error: null });
  });

  it("hands a 401 to onUnauthorised; any other failure is the error, and retry reads again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { calls, read } = controlledRead<string>();
    const onUnauthorised = vi.fn();
    const { result } = renderHook(() =>
      useOnlineRead(read("a"), { onUnauthorised, label: "things" }),
    );
    await act(async () => calls[0]?.fail(new ApiError("http", "401", 401)));
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeNull();

    act(() => result.current.retry());
    const down = new ApiError("network", "down");
    await act(async () => calls[1]?.fail(down));
    expect(result.current).toMatchObject({ error: down, loading: false });
    expect(warn).toHaveBeenCalledWith("Could not load things", down);

    act(() => result.current.retry());
    expect(result.current).toMatchObject({ error: null, loading: true });
    await act(async () => calls[2]?.answer("back"));
    expect(result.current.data).toBe("back");
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });

  it("with settleOnce, a new key reads nothing once an answer is in, but retry does", async () => {
    const { calls, read } = controlledRead<string>();
    const { result, rerender } = renderHook(
      ({ key }) => useOnlineRead(read(key), { key, settleOnce: true, label: "things" }),
      { initialProps: { key: "a" } },
    );
    rerender({ key: "b" });
    await act(async () => calls[1]?.answer("answer b"));
    rerender({ key: "c" });
    expect(calls).toHaveLength(2);
    act(() => result.current.retry());
    expect(calls).toHaveLength(3);
  });

  it("asks nothing while not enabled, and reads once enabled", async () => {
    const { calls, read } = controlledRead<string>();
    const { result, rerender } = renderHook(
      ({ enabled }) => useOnlineRead(read("a"), { enabled, label: "things" }),
      { initialProps: { enabled: false } },
    );
    expect(calls).toHaveLength(0);
    expect(result.current.loading).toBe(false);
    rerender({ enabled: true });
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
