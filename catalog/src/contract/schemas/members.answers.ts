/**
 * The answers of `GET /api/users/me` and `PUT /api/users/:vyomId/members`, zod/mini: checkout
 * checks them without the requests' classic zod (members.ts).
 */
import * as z from "zod/mini";
import { CartMemberRecord, UserRecord } from "./auth.answers.ts";

export const MeAnswer = z.object({ user: UserRecord });
export const MembersAnswer = z.object({ members: z.array(CartMemberRecord) });
