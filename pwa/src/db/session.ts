import { replaceCartMembers, withDetails } from "./cart-members.ts";
import { db } from "./database.ts";
import {
  type CartMember,
  currentRowId,
  loggedOutSession as loggedOut,
  type OutboxState,
  type SessionRecord,
  type SessionUser,
} from "./records.ts";

export async function readSession(): Promise<SessionRecord> {
  return (await db.session.get(currentRowId)) ?? loggedOut;
}

/** Store the user the login or sign-up flow returned. */
export async function saveSession(user: SessionUser): Promise<void> {
  await db.session.put({ id: currentRowId, isUserLoggedIn: true, user });
}

/**
 * Logout on a shared phone leaves nothing of the person behind, in one transaction: the login
 * (name, mobile, email, members), the cart (its lines are the person's tests; the server cart
 * keeps them for their next login), their last "My bookings" list, the reports kept on the phone
 * with their key (kept-reports.ts: keeping is off again for whoever comes next), and delivered
 * submissions (names, mobiles, addresses). A
 * submission not yet delivered is never dropped: it stays and is still sent. The location and
 * the outbox's lease are the device's, not the person's.
 */
export async function logout(): Promise<void> {
  const tables = [db.session, db.cart, db.outbox, db.myBookings, db.keptReports, db.reportKeys];
  await db.transaction("rw", tables, async () => {
    await db.session.clear();
    await db.cart.clear();
    await db.myBookings.clear();
    await db.keptReports.clear();
    await db.reportKeys.clear();
    await db.outbox.where("state").equals(deliveredState).delete();
  });
}

const deliveredState: OutboxState = "sent";

/**
 * Checkout's members: 'My Self' stays the login's (first, whoever `members` names first), taking
 * only its date of birth, age and gender from `members[0]`; then the others.
 */
export async function replaceSessionMembers(members: readonly CartMember[]): Promise<void> {
  await db.transaction("rw", db.session, async () => {
    const row = await db.session.get(currentRowId);
    if (!row?.user) return;
    const [stored, ...kept] = row.user.cartMembers;
    const [self, ...others] = members;
    const current = stored && self ? [withDetails(stored, self), ...kept] : row.user.cartMembers;
    const cartMembers = replaceCartMembers(current, others);
    await db.session.put({ ...row, user: { ...row.user, cartMembers } });
  });
}

/** Records which cart lines the server cart now holds, for the user still logged in. */
export async function markCartSynced(vyomId: string, lines: string): Promise<void> {
  await db.transaction("rw", db.session, async () => {
    const row = await db.session.get(currentRowId);
    if (!row?.user || row.user.vyomId !== vyomId) return;
    await db.session.put({ ...row, cartSyncedLines: lines });
  });
}
