import { describe, expect, it } from "vitest";
import { captchaMissingToast, formFailedToast } from "@/components/offline-form/offline-form.tsx";
import { textOf } from "@/i18n/known-text.ts";
import { deliveryMessageWords as words } from "./delivery-message-words.ts";
import {
  CONTACT_SOON,
  SAVED_MANY,
  savedOnPhone,
  sentWords,
  WILL_BE_SENT,
} from "./delivery-words.ts";

describe("the delivery words the catalogues hold", () => {
  it("are word for word the English the forms and the outbox keep", () => {
    const english: Record<keyof typeof words, string> = {
      willBeSent: WILL_BE_SENT,
      savedOnPhone: savedOnPhone(),
      bookingSaved: savedOnPhone("Booking"),
      prescriptionSaved: savedOnPhone("Prescription"),
      applicationSaved: savedOnPhone("Application"),
      savedMany: SAVED_MANY,
      sent: sentWords(),
      contactSoon: CONTACT_SOON,
      formFailed: formFailedToast,
      captchaMissing: captchaMissingToast,
    };
    for (const [key, descriptor] of Object.entries(words)) {
      expect(textOf(descriptor), key).toBe(english[key as keyof typeof words]);
    }
  });
});
