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

  it("keeps each member's date of birth (or age) and gender from the server cart, valid ones only", () => {
    const cart = serverUser.cart;
    if (!cart) throw new Error("the fixture has a cart");
    const user = toSessionUser({
      ...serverUser,
      cart: {
        ...cart,
        members: [
          { name: "Arun Kumar", relation: "My Self", birthDate: "1988-06-21", gender: "male" },
          {
            name: "Lakshmi",
            relation: "Mother",
            mobileNumber: "9876500001",
            age: 66,
            gender: "female",
          },
          // Stored before the details existed, or by something the app does not understand.
          { name: "Old Record", relation: "Unknown", gender: "F", birthDate: "21/06/1988" },
        ],
      },
    });
    expect(user.cartMembers).toEqual([
      {
        name: "Arun Kumar",
        relation: "My Self",
        mobileNumber: "9876543210",
        vyomId: "Aru4821210734",
        birthDate: "1988-06-21",
        gender: "male",
      },
      {
        name: "Lakshmi",
        relation: "Mother",
        mobileNumber: "9876500001",
        age: 66,
        gender: "female",
      },
      // A member without a mobile stays without one (never given the holder's).
      { name: "Old Record", relation: "Unknown" },
    ]);
  });

  it("a legacy family's login: the holder once, as 'My Self', and each other record once", () => {
    const cart = serverUser.cart;
    if (!cart) throw new Error("the fixture has a cart");
    const divya = { name: "Divya Karthik", relation: "Unknown", mobileNumber: "9876543210" };
    const user = toSessionUser(
      {
        ...serverUser,
        cart: {
          ...cart,
          // An account made before the holder's own record was left out kept it as '(Unknown)'.
          members: [
            { name: "Arun Kumar", relation: "My Self", mobileNumber: "9876543210" },
            { name: "arun  kumar", relation: "Unknown", mobileNumber: "9876543210", vyomId: "LC1" },
            { ...divya, vyomId: "LC2" },
          ],
        },
      },
      [
        { CustomerName: "Arun Kumar", MobileNumber: "9876543210", CustomerID: "LC1" },
        { CustomerName: "Divya Karthik", MobileNumber: "9876543210", CustomerID: "LC2" },
      ],
    );
    expect(user.cartMembers.map((m) => `${m.name} (${m.relation})`)).toEqual([
      "Arun Kumar (My Self)",
      "Divya Karthik (Unknown)",
    ]);
  });

  it("makes 'My Self' even when the server sent no cart, and fills missing fields", () => {
    const user = toSessionUser({ ...serverUser, cart: null, email: null, pincode: null });
    expect(user).toMatchObject({ cartId: "", email: "", pincode: "" });
    expect(user.cartMembers.map((m) => m.relation)).toEqual(["My Self"]);
  });
});
