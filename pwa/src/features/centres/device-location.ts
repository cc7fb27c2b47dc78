/**
 * The device's position, asked only when the person presses "Use my location". Every way it can
 * fail becomes a message that says what to do instead (type a pincode).
 */
import { msg } from "@lingui/core/macro";
import { textOf } from "@/i18n/known-text.ts";
import type { Point } from "@/lib/nearest.ts";

export type LocateResult = { ok: true; point: Point } | { ok: false; message: string };

/** In English (the page shows them in the reader's language: known-text.ts). */
export const locationMessages = {
  unsupported: textOf(
    msg`This browser cannot share your location. Please type your pincode instead.`,
  ),
  denied: textOf(
    msg`Location access was not allowed. Please type your pincode instead, or allow location for this site in your browser's settings.`,
  ),
  unavailable: textOf(
    msg`Your location could not be found just now. Please type your pincode instead.`,
  ),
} as const;

export function locateDevice(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ ok: false, message: locationMessages.unsupported });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        }),
      (error) =>
        resolve({
          ok: false,
          message:
            error.code === error.PERMISSION_DENIED
              ? locationMessages.denied
              : locationMessages.unavailable,
        }),
      // A coarse fix is enough to rank centres; a cached one up to 10 minutes old is fine.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  });
}
