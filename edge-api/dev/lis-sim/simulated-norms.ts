/**
 * The simulated lab's reference ranges (simulated-results.ts), by test-master lab code: the test
 * master holds none, since a real lab sends its own with each value. Adult ranges as Indian labs
 * commonly print them; where women's and men's differ, both.
 */

/** A parameter as the simulated lab reports it. */
export interface Norm {
  /** The reference range sent with the value; either bound may be missing ("<200"). */
  low?: number;
  high?: number;
  /** Where an unremarkable value is drawn from. */
  typical: readonly [number, number];
  decimals: number;
  /** The unit the lab writes when it is not the master's: ingest converts it. */
  unit?: string;
}

const range = (low: number, high: number, decimals: number, unit?: string): Norm => {
  const margin = (high - low) * 0.1;
  return { low, high, typical: [low + margin, high - margin], decimals, ...(unit && { unit }) };
};
const under = (high: number, typical: readonly [number, number], decimals: number): Norm => ({
  high,
  typical,
  decimals,
});
const over = (low: number, typical: readonly [number, number], decimals: number): Norm => ({
  low,
  typical,
  decimals,
});
/** A parameter whose range differs for women and men. */
const bySex = (female: Norm, male: Norm) => ({ female, male });

/**
 * By lab code, in the master's unit unless `unit` says otherwise. Platelets and the white count
 * come as Indian labs write them (lakhs/cumm, cells/cumm), so a report exercises conversion.
 */
export const NORMS: Record<string, Norm | { female: Norm; male: Norm }> = {
  HB: bySex(range(12, 15.5, 1), range(13.5, 17.5, 1)),
  RBC: bySex(range(3.8, 4.8, 2), range(4.5, 5.5, 2)),
  PCV: bySex(range(36, 46, 1), range(40, 50, 1)),
  MCV: range(83, 101, 1),
  MCH: range(27, 32, 1),
  MCHC: range(31.5, 34.5, 1),
  RDWCV: range(11.6, 14, 1),
  TLC: range(4000, 11000, 0, "cells/cumm"),
  NEUT: range(40, 80, 0),
  LYMPH: range(20, 40, 0),
  EOS: range(1, 6, 0),
  MONO: range(2, 10, 0),
  BASO: under(2, [0, 1], 0),
  ANC: range(2, 7, 2),
  ALC: range(1, 3, 2),
  PLT: range(1.5, 4.1, 2, "lakhs/cumm"),
  MPV: range(7.5, 11.5, 1),
  ESR: bySex(under(20, [4, 18], 0), under(15, [2, 12], 0)),
  AEC: range(40, 440, 0),
  T3: range(80, 200, 0),
  T4: range(5.1, 14.1, 1),
  TSH: range(0.27, 4.2, 2),
  FT3: range(2, 4.4, 2),
  FT4: range(0.93, 1.7, 2),
  HBA1C: range(4, 5.6, 1),
  EAG: range(68, 114, 0),
  FBS: range(70, 100, 0),
  PPBS: range(70, 140, 0),
  RBS: range(70, 140, 0),
  CHOL: under(200, [140, 195], 0),
  TG: under(150, [70, 145], 0),
  HDL: over(40, [42, 65], 0),
  LDL: under(100, [60, 98], 0),
  VLDL: range(5, 40, 0),
  NHDL: under(130, [90, 128], 0),
  CHOLHDL: under(5, [2.8, 4.8], 1),
  LDLHDL: under(3.5, [1.5, 3.3], 1),
  TBIL: range(0.3, 1.2, 2),
  DBIL: under(0.3, [0.05, 0.28], 2),
  IBIL: range(0.2, 0.9, 2),
  SGOT: range(5, 40, 0),
  SGPT: range(7, 56, 0),
  SGOTSGPT: { typical: [0.7, 1.4], decimals: 2 },
  ALP: range(44, 147, 0),
  GGT: under(55, [10, 50], 0),
  TP: range(6, 8.3, 1),
  ALB: range(3.5, 5, 1),
  GLOB: range(2, 3.5, 1),
  AGR: range(1, 2.1, 2),
  UREA: range(15, 40, 0),
  BUN: range(7, 20, 1),
  CREAT: bySex(range(0.5, 1.1, 2), range(0.7, 1.3, 2)),
  BUNCREAT: range(10, 20, 1),
  EGFR: over(90, [92, 120], 0),
  URIC: bySex(range(2.6, 6, 1), range(3.5, 7.2, 1)),
  CA: range(8.6, 10.3, 1),
  NA: range(136, 145, 0),
  K: range(3.5, 5.1, 1),
  CL: range(98, 107, 0),
  VITD: range(30, 100, 1),
  B12: range(211, 911, 0),
  IRON: range(60, 170, 0),
  TIBC: range(250, 450, 0),
  UIBC: range(111, 343, 0),
  TSAT: range(20, 50, 0),
  FERR: bySex(range(15, 150, 0), range(30, 400, 0)),
  FOL: range(4.6, 18.7, 1),
  PHOS: range(2.5, 4.5, 1),
  MG: range(1.7, 2.2, 1),
  HCY: range(5, 15, 1),
  UPH: range(5, 8, 1),
  USG: range(1.005, 1.03, 3),
  UPUS: under(5, [0, 4], 0),
  URBC: under(2, [0, 2], 0),
};

/** A parameter's norm for a patient. */
export function normOf(labCode: string, gender: "female" | "male"): Norm {
  const norm = NORMS[labCode];
  if (!norm) throw new Error(`simulated results: no norm for ${labCode}`);
  return "typical" in norm ? norm : norm[gender];
}
