/** The admin bookings list of a running test server, as the admin screens read it. */
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from "@vyom/edge-api/env";

export interface AdminBooking {
  bookingId: string;
  name: string;
  mobileNumber: string;
  date: string;
  pincode: string;
  policyValue: string;
  status: string;
  createdAt: string;
}

/** Signs in as the development admin and lists the bookings made with this mobile number. */
export async function bookingsFor(serverUrl: string, mobile: string): Promise<AdminBooking[]> {
  const login = await fetch(`${serverUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const list = await fetch(`${serverUrl}/api/admin/bookings?mobile=${mobile}`, {
    headers: { Cookie: cookie },
  });
  if (!list.ok) throw new Error(`admin bookings answered ${list.status}`);
  return ((await list.json()) as { bookings: AdminBooking[] }).bookings.filter(
    (booking) => booking.mobileNumber === mobile,
  );
}
