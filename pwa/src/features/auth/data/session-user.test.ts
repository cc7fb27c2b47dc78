import { describe, expect, it } from "vitest";
import { serverUser } from "../machines/test-users.test-support.ts";
import { toSessionUser } from "./session-user.ts";

describe("session user", () => {
  it("maps the API's user to the client's session fields", () => {
    expect(toSessionUser(serverUser)).toEqual({
      salutation: "MR",
      name: "Arun Kumar",
      mobile: "9876543210",
      email: "arun@example.com",
      vyomId: "Aru4821210734",
      cartId: serverUser.cart?._id,
      addressId: "",
      location: "chennai",
      pincode: "600001",
      userId: serverUser._id,
      cartMembers: [
        {
          name: "Arun Kumar",
          relation: "My Self",
          mobileNumber: "9876543210",
          vyomId: "Aru4821210734",
        },
      ],
      relationsDetails: [],
    });
  });

  it("makes 'My Self' even when the server sent no cart, and fills missing fields", () => {
    const user = toSessionUser({ ...serverUser, cart: null, email: null, pincode: null });
    expect(user).toMatchObject({ cartId: "", email: "", pincode: "" });
    expect(user.cartMembers.map((m) => m.relation)).toEqual(["My Self"]);
  });
});
