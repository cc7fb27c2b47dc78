/**
 * Linking an ABHA number (ABDM's health id) to an account: the consent a person reads and agrees
 * to, word for word (the API stores these exact words with the number), and the number's form.
 * A new wording is a new version; an agreement names the version it agreed to.
 */
import { brand } from "../brand.ts";

export const ABHA_CONSENT = {
  version: "2026-11",
  text: `I agree that ${brand.name} may keep my ABHA number with my account and put it on my lab reports, so that I can add them to my health records in the ABDM network. My reports are shared with anyone else only when I approve a request in my ABHA app. I can remove the number at any time.`,
} as const;

/** 14 digits, written 2-4-4-4 with hyphens or spaces or none ("91-1234-5678-9012"). */
export const ABHA_NUMBER_PATTERN = /^\d{2}[\s-]?\d{4}[\s-]?\d{4}[\s-]?\d{4}$/;

export const abhaMessages = {
  number: "Enter the 14-digit ABHA number, as on your ABHA card (91-1234-5678-9012)",
  consent: "Tick the box to agree before adding your ABHA number",
  oldConsent: "The consent text has changed: read it again and agree",
  stepUp: "For your security, confirm it is you with an OTP before changing your ABHA number.",
} as const;
