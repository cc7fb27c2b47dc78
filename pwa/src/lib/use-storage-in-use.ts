import { useEffect, useState } from "react";
import { storageInUse } from "@/db/storage-in-use.ts";

/** False until this device's storage holds something or is being written (db/storage-in-use.ts). */
export function useStorageInUse(): boolean {
  const [inUse, setInUse] = useState(false);
  useEffect(() => {
    let live = true;
    void storageInUse().then(() => live && setInUse(true));
    return () => {
      live = false;
    };
  }, []);
  return inUse;
}
