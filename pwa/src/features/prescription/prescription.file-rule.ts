/**
 * The prescription's file: what the API takes (PDF or a photo, at most 5 MB), checked on the
 * device by sync/outbox-file.ts before it is queued.
 */
import type { FileRule } from "@/sync/outbox-file.ts";

export const prescriptionFileRule: FileRule = {
  label: "prescription",
  kinds: ["pdf", "jpeg", "png", "webp"],
};

/** What the file input offers: on phones, the camera as well as files. */
export const prescriptionAccept = "image/*,application/pdf";
