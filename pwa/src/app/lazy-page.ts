import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * docs/product.md#constants-and-limits: a page chunk that has not arrived after 120 s is a
 * chunk-load error.
 */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
}

/** A page whose code is its own chunk; `preload` starts that download before it renders. */
export type Page = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<{ default: ComponentType }>;
};

/**
 * A page as a lazy component: its module is its own chunk, so a route downloads only its code.
 * `exportName` names the component the module exports. A load that fails or takes longer than
 * the product allows becomes a `ChunkLoadError`, which the page frame offers to retry.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): Page {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= loadPage(load, exportName);
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

async function loadPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): Promise<{ default: ComponentType }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`page chunk not loaded after ${chunkLoadTimeoutMs} ms`)),
      chunkLoadTimeoutMs,
    );
  });
  try {
    const module = await Promise.race([load(), timeout]);
    return { default: module[exportName] as ComponentType };
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
  } finally {
    clearTimeout(timer);
  }
}
