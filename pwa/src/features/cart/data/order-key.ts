/**
 * One Idempotency-Key per order attempt: the same details sent again (a double click, a retried
 * request, Back from the gateway and Place again) reuse the key, so the server answers the order
 * it already made; changed details are a new order with a new key. Kept in sessionStorage so a
 * return from the gateway in the same tab still knows it.
 */
const storageKey = "vyom-checkout-order-key";

interface StoredKey {
  body: string;
  key: string;
}

let memory: StoredKey | null = null;

function read(): StoredKey | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as StoredKey) : memory;
  } catch {
    return memory;
  }
}

function write(value: StoredKey): void {
  memory = value;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the in-memory copy still covers this page's life.
  }
}

export function orderKeyFor(request: unknown): string {
  const body = JSON.stringify(request);
  const stored = read();
  if (stored?.body === body) return stored.key;
  const key = crypto.randomUUID();
  write({ body, key });
  return key;
}

/** Logout: the stored order (members, address) leaves this tab. */
export function forgetOrderKey(): void {
  memory = null;
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Storage disabled: only the in-memory copy existed.
  }
}
