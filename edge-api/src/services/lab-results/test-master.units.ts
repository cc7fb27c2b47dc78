/**
 * Unit spellings several parameters of the test master share (test-master.data.ts). `unitKey`
 * already folds case, spaces, µ/u, ³/^3, a leading "x" and "cells/", so a list names only the
 * spellings it cannot fold ("gm%", "lakhs/cumm", "mEq/L").
 */
import type { NumericMasterParameter } from "./test-master.ts";

export type Conversion = NumericMasterParameter["conversions"][number];

/** mg/dL as Indian reports also write it. */
export const mgPerDlAliases: Conversion = { units: ["mg%", "mg/100mL"], factor: 1 };

/** g/dL: gm/dL, g%, gm%, and g/L (a tenth). */
export const gPerDl: readonly Conversion[] = [
  { units: ["gm/dL", "g%", "gm%", "g/100mL"], factor: 1 },
  { units: ["g/L", "gm/L"], factor: 0.1 },
];

/** Enzyme activity: U/L is IU/L. */
export const enzymeUnits: readonly Conversion[] = [{ units: ["IU/L", "[IU]/L"], factor: 1 }];

/** A count in thousands per microlitre (10³/µL): 10^9/L is the same, per cumm is 1000 times it. */
export const thousandsPerUl: readonly Conversion[] = [
  { units: ["10^3/uL", "10^3/cumm", "thou/uL", "thou/cumm", "K/uL", "10^9/L"], factor: 1 },
  { units: ["/cumm", "/uL", "cells/cumm"], factor: 0.001 },
];

/** Singly charged salts: mmol/L and mEq/L are the same number. */
export const mmolPerLAliases: Conversion = { units: ["mEq/L", "meq/litre"], factor: 1 };

/** A ratio has no unit; labs write "ratio" or UCUM's "1". */
export const ratioUnits: Conversion = { units: ["ratio", "1"], factor: 1 };

/** A value in mmol/L to mg/dL: the analyte's molar mass (g/mol) / 10. */
export const fromMmolPerL = (factor: number): Conversion => ({ units: ["mmol/L"], factor });

/** A value in µmol/L to mg/dL: 10 / the analyte's molar mass, given as the divisor labs quote. */
export const fromUmolPerL = (divisor: number): Conversion => ({
  units: ["umol/L", "mcmol/L"],
  factor: 1 / divisor,
});
