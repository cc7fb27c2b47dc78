/**
 * The customers the legacy simulator knows. They exist only in the "old" database: logging in
 * with one of these numbers exercises the legacy path (docs/product.md#login-flow, step 5). The
 * README lists them so a person trying the app can use them.
 */
export interface LegacyCustomerRecord {
  CustomerId: string;
  MobileNo: string;
  Customername: string;
  Emailid: string;
  Pincode: string;
  /** The legacy system's free-form salutation ("Mr.", "MRS", "Ms"). */
  Salutation: string;
}

export const seededLegacyCustomers: readonly LegacyCustomerRecord[] = [
  {
    CustomerId: "LC100231",
    MobileNo: "9876500001",
    Customername: "Lakshmi Narayanan",
    Emailid: "lakshmi.narayanan@example.in",
    Pincode: "600017",
    Salutation: "Mrs.",
  },
  {
    CustomerId: "LC100487",
    MobileNo: "9876500002",
    Customername: "Venkatesh Rao",
    Emailid: "venkatesh.rao@example.in",
    Pincode: "560034",
    Salutation: "Mr.",
  },
  {
    // Two family members registered under one mobile number.
    CustomerId: "LC100552",
    MobileNo: "9876500003",
    Customername: "Karthik Subramanian",
    Emailid: "karthik.s@example.in",
    Pincode: "600020",
    Salutation: "Mr",
  },
  {
    CustomerId: "LC100553",
    MobileNo: "9876500003",
    Customername: "Divya Karthik",
    Emailid: "divya.karthik@example.in",
    Pincode: "600020",
    Salutation: "Mrs",
  },
  {
    CustomerId: "LC100819",
    MobileNo: "9876500004",
    Customername: "Anjali Reddy",
    Emailid: "anjali.reddy@example.in",
    Pincode: "520010",
    Salutation: "Ms.",
  },
];

/** Development credentials of the simulator's basic auth (used when LEGACY_API_URL is unset). */
export const legacySimulatorCredentials = {
  user: "vyom-legacy-dev",
  password: "legacy-dev-password",
} as const;
