/**
 * The file store on a directory (FILES_DIR; open-file-store.ts chooses it): `<dir>/<kind>/<day>/<id>`,
 * owner-only permissions. A file is written to `<id>.partial`, flushed to disk, then renamed to
 * `<id>` (atomic within the directory), so a reader or a crash never sees half a file under a
 * key. Every key is checked (file-store.ts) before it becomes a path; anything else in the
 * directory (a volume's `lost+found`) is neither listed nor counted.
 */
import { mkdir, open, readdir, readFile, rename, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { assertStoredKey, type FileStore, type FileWriter } from "./file-store.ts";

const PARTIAL = ".partial";
const KIND_DIR = /^[a-z]+(?:-[a-z]+)*$/;
const DAY_DIR = /^\d{4}-\d{2}-\d{2}$/;
const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.partial)?$/;

export interface FilesystemStore extends FileStore {
  /** The directory the files are in. */
  readonly dir: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

async function ignoreMissing<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** The directories' entries, or none when the directory is not there. */
async function entries(dir: string) {
  return (await ignoreMissing(() => readdir(dir, { withFileTypes: true }))) ?? [];
}

export function filesystemStore(dir: string): FilesystemStore {
  const pathOf = (key: string) => {
    assertStoredKey(key);
    return join(dir, ...key.split("/"));
  };

  /** Every stored or partial file: its key, path and whether it is finished. */
  async function* files() {
    for (const kind of await entries(dir)) {
      if (!kind.isDirectory() || !KIND_DIR.test(kind.name)) continue;
      for (const day of await entries(join(dir, kind.name))) {
        if (!day.isDirectory() || !DAY_DIR.test(day.name)) continue;
        for (const file of await entries(join(dir, kind.name, day.name))) {
          const name = FILE_NAME.exec(file.name);
          if (!file.isFile() || !name) continue;
          yield {
            key: `${kind.name}/${day.name}/${name[1]}`,
            path: join(dir, kind.name, day.name, file.name),
          };
        }
      }
    }
  }

  return {
    dir,
    async open(key) {
      const path = pathOf(key);
      const partial = `${path}${PARTIAL}`;
      const folder = join(path, "..");
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const handle = await open(partial, "w", 0o600);
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      const writer: FileWriter = {
        async write(chunk) {
          let offset = 0;
          while (offset < chunk.byteLength) {
            const { bytesWritten } = await handle.write(chunk, offset);
            offset += bytesWritten;
          }
        },
        async finish() {
          await handle.sync();
          await close();
          await rename(partial, path);
          // The rename itself is on disk only once the directory is.
          const folderHandle = await open(folder, "r");
          try {
            await folderHandle.sync();
          } finally {
            await folderHandle.close();
          }
        },
        async abort() {
          await close().catch(() => undefined);
          await ignoreMissing(() => unlink(partial));
        },
      };
      return writer;
    },
    async stream(key) {
      const handle = await ignoreMissing(() => open(pathOf(key), "r"));
      return handle?.createReadStream();
    },
    bytes: (key) => ignoreMissing(() => readFile(pathOf(key))),
    async delete(key) {
      const path = pathOf(key);
      await ignoreMissing(() => unlink(path));
      await ignoreMissing(() => unlink(`${path}${PARTIAL}`));
    },
    async usedBytes() {
      let total = 0;
      for await (const file of files()) {
        total += (await ignoreMissing(() => stat(file.path)))?.size ?? 0;
      }
      return total;
    },
    async *keys() {
      const seen = new Set<string>();
      for await (const { key } of files()) {
        if (seen.has(key)) continue;
        seen.add(key);
        yield key;
      }
    },
  };
}
