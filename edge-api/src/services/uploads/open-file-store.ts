/**
 * Which directory holds the uploaded files, checked before the server takes a request:
 *
 * - FILES_DIR set: in production it must already exist (a mounted volume: a missing one is a
 *   deployment mistake, and files written into the container's own disk would vanish with it);
 *   elsewhere it is created. Either way a file is written and removed there first, so a read-only
 *   or foreign-owned directory stops start-up with a message instead of failing every upload.
 * - unset (never in production, env.ts): beside the embedded database when the server keeps one
 *   on disk (`npm start`: the files live as long as the rows that name them); otherwise a
 *   directory of its own under the OS temp dir, removed on close.
 */
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, stat, statfs, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { configurationError, type Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import { type FilesystemStore, filesystemStore } from "./filesystem-store.ts";

export interface OpenedFileStore {
  files: FilesystemStore;
  /** Removes a temporary directory; a configured one is left as it is. */
  close(): Promise<void>;
}

const refuse = (problem: string) => configurationError([["FILES_DIR", problem]]);

/** Why `dir` cannot hold the files, or undefined when it can. */
async function problemWith(dir: string, mustExist: boolean): Promise<string | undefined> {
  const found = await stat(dir).catch((error: NodeJS.ErrnoException) => error);
  if (found instanceof Error) {
    if (found.code !== "ENOENT") return `${dir} cannot be read (${found.code})`;
    if (mustExist)
      return `${dir} does not exist: mount the volume for uploaded files there (docs/deploy.md)`;
    await mkdir(dir, { recursive: true, mode: 0o700 });
  } else if (!found.isDirectory()) {
    return `${dir} is not a directory`;
  }
  const probe = join(dir, `.write-check-${randomUUID()}`);
  try {
    await writeFile(probe, "");
    await unlink(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
    return `${dir} is not writable by this process (${code}): uploaded files could not be stored`;
  }
  return undefined;
}

export async function openFileStore(
  env: Pick<Env, "NODE_ENV" | "FILES_DIR" | "FILES_QUOTA_BYTES">,
  options: { logger: Logger; embeddedDataDir?: string | undefined },
): Promise<OpenedFileStore> {
  const production = env.NODE_ENV === "production";
  if (!env.FILES_DIR && production) throw refuse("required when NODE_ENV=production");
  if (!env.FILES_DIR && !options.embeddedDataDir) return openTemporaryFileStore();
  const dir = resolve(env.FILES_DIR ?? join(options.embeddedDataDir ?? "", "files"));
  const problem = await problemWith(dir, production);
  if (problem) throw refuse(problem);
  await warnIfQuotaExceedsVolume(dir, env.FILES_QUOTA_BYTES, options.logger);
  return { files: filesystemStore(dir), close: async () => undefined };
}

/** A store of its own under the OS temp dir, removed on close (tests, servers without a disk). */
export async function openTemporaryFileStore(): Promise<OpenedFileStore> {
  const dir = await mkdtemp(join(tmpdir(), "vyom-files-"));
  return {
    files: filesystemStore(dir),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The quota is the ceiling only if the volume can hold it: say so at start when it cannot. */
async function warnIfQuotaExceedsVolume(dir: string, quotaBytes: number, logger: Logger) {
  const volume = await statfs(dir).catch(() => undefined);
  if (!volume) return;
  const volumeBytes = volume.blocks * volume.bsize;
  if (quotaBytes > volumeBytes) {
    logger.warn("uploads.quota-exceeds-volume", { dir, quotaBytes, volumeBytes });
  }
}
