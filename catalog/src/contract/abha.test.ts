import { describe, expect, it } from "vitest";
import { ABHA_CONSENT, abhaConsentText } from "./abha.ts";
import { messageLanguages } from "./languages.ts";
import { AbhaLinkRequest } from "./schemas/abha.ts";

/**
 * The words each language's reader agreed to under a version. A stored agreement names only the
 * version and the language, so a text may never change under the same version: change a text and
 * this fails until the version is new too (then record the new fingerprints here). Adding a
 * language adds words nobody agreed to before, under the same version.
 */
const agreedUnder: Record<string, Record<string, string>> = {
  "2026-11": {
    en: "8e5d2a1f8355ed30",
    ta: "3856fffe8bc65eed",
    kn: "67f76d5461a895f3",
    te: "5d17f427c720bd23",
    hi: "dd8d9a711d5b6962",
  },
};

/** The first 16 hex digits of the text's SHA-256 (Web Crypto: the catalogue imports no platform). */
async function fingerprint(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 16);
}

describe("the ABHA consent", () => {
  it("has words in every language the app speaks", () => {
    for (const language of messageLanguages) {
      expect(abhaConsentText(language).length, language).toBeGreaterThan(100);
    }
  });

  it("never changes a language's words under the same version", async () => {
    const recorded = agreedUnder[ABHA_CONSENT.version];
    expect(recorded, `record the fingerprints of version ${ABHA_CONSENT.version}`).toBeDefined();
    for (const language of messageLanguages) {
      expect(await fingerprint(abhaConsentText(language)), language).toBe(recorded?.[language]);
    }
  });

  it("is agreed to in the language asked for, English when none is named", () => {
    const base = { abhaNumber: "91-1234-5678-9012", consent: true, consentVersion: "2026-11" };
    expect(AbhaLinkRequest.parse(base).language).toBe("en");
    expect(AbhaLinkRequest.parse({ ...base, language: "ta" }).language).toBe("ta");
    for (const language of ["fr", "TA", "ta\u0000", "\ud800", ["ta"], null]) {
      expect(AbhaLinkRequest.safeParse({ ...base, language }).success, String(language)).toBe(
        false,
      );
    }
  });
});
