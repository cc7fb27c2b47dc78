/**
 * Secrets kept at rest sealed with AES-256-GCM (node:crypto). The key is derived from SECRET_KEY
 * with HKDF for one purpose, so a database dump alone reveals no TOTP secret, and the row it
 * belongs to (e.g. the admin's id) is bound in as additional data: a sealed value copied to
 * another admin's row does not open. Sealed form: `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const keys = new Map<string, Buffer>();

function keyOf(secretKey: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secretKey}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secretKey, "vyom-secret-box", purpose, 32));
    keys.set(id, key);
  }
  return key;
}

export interface SecretBox {
  seal(plain: string, boundTo: string): string;
  /** The plain text, or undefined for a value that was not sealed by this box for `boundTo`. */
  open(sealed: string, boundTo: string): string | undefined;
}

export function secretBox(secretKey: string, purpose: string): SecretBox {
  const key = keyOf(secretKey, purpose);
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString("base64url"));
      return ["v1", ...parts].join(".");
    },
    open(sealed, boundTo) {
      const [version, iv, body, tag] = sealed.split(".");
      if (version !== "v1" || !iv || !body || !tag) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, "base64url")),
          decipher.final(),
        ]);
        return plain.toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}
