/** The account's ABHA link, zod/mini: null when none is linked. */
import * as z from "zod/mini";

export const AbhaLinkAnswer = z.object({
  abha: z.nullable(
    z.object({
      abhaNumber: z.string(),
      consentVersion: z.string(),
      consentLanguage: z.string(),
      consentedAt: z.string(),
    }),
  ),
});
