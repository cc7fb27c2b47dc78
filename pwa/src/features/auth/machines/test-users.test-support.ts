import type { ServerUser } from "../data/auth-api.ts";

/** A login / sign-up answer's user, as the API sends it. */
export const serverUser: ServerUser = {
  _id: "6f1d8a52-0000-4000-8000-000000000001",
  vyomId: "Aru4821210734",
  mobileNumber: "9876543210",
  namePrefix: "MR",
  name: "Arun Kumar",
  email: "arun@example.com",
  location: "chennai",
  pincode: "600001",
  address: {},
  legacyCustomerId: null,
  cart: {
    _id: "6f1d8a52-0000-4000-8000-0000000000c1",
    vyomId: "Aru4821210734",
    bookingId: null,
    tests: [],
    healthPackages: [],
    members: [
      {
        name: "Arun Kumar",
        relation: "My Self",
        mobileNumber: "9876543210",
        vyomId: "Aru4821210734",
      },
    ],
  },
};
