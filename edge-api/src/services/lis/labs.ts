/**
 * The network's laboratories: who may file results (each LIS key is scoped to one) and what a
 * report prints about the lab that made it. `vyom-dev-lab` is the development key's lab
 * (lis-keys.ts); it files nothing in production.
 */
export interface Lab {
  id: string;
  name: string;
  address: string;
  /** The NABL certificate; which parameters it covers is per parameter (the test master). */
  nablCertificate?: string;
}

/** The network's central lab: it made the reports stored before labs sent their own. */
export const centralLab: Lab = {
  id: "vyom-chennai-central",
  name: "Vyom Diagnostics Central Laboratory",
  address: "24, Lattice Bridge Road, Adyar, Chennai 600020",
  nablCertificate: "MC-4127",
};

export const labs: readonly Lab[] = [
  centralLab,
  {
    id: "vyom-bengaluru",
    name: "Vyom Diagnostics Laboratory, Bengaluru",
    address: "80 Feet Road, Koramangala, Bengaluru 560034",
    nablCertificate: "MC-5310",
  },
  {
    id: "vyom-dev-lab",
    name: "Vyom Diagnostics Development Laboratory",
    address: "This machine (development only)",
  },
];

export const DEV_LAB_ID = "vyom-dev-lab";

export function labOf(id: string): Lab | undefined {
  return labs.find((lab) => lab.id === id);
}
