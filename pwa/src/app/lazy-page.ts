import type { ComponentType } from "react";

/** Spec section 9: a page chunk that has not arrived after 120 s is a chunk-load error. */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
}

/**
 * A route's `lazy`: load the page module (its own chunk, so a route downloads only its code)
 * and hand React Router the component the module exports under `exportName`.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadError(`page chunk not loaded after ${chunkLoadTimeoutMs} ms`)),
        chunkLoadTimeoutMs,
      );
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module[exportName] as ComponentType };
    } catch (error) {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
    } finally {
      clearTimeout(timer);
    }
  };
}
