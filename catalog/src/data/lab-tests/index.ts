import type { TestEntry } from "../../schemas/test-entry.ts";
import { cancerMarkersTests } from "./cancer-markers.ts";
import { coagulationImmunologyTests } from "./coagulation-immunology.ts";
import { diabetesMetabolicTests } from "./diabetes-metabolic.ts";
import { fertilityPregnancyTests } from "./fertility-pregnancy.ts";
import { haematologyTests } from "./haematology.ts";
import { infectionsTests } from "./infections.ts";
import { liverKidneyLipidTests } from "./liver-kidney-lipid.ts";
import { popularTests } from "./popular.ts";
import { thyroidHormonesTests } from "./thyroid-hormones.ts";
import { urineStoolTests } from "./urine-stool.ts";
import { vitaminsMineralsTests } from "./vitamins-minerals.ts";

/** Every lab test, the popular eight first. */
export const labTests: readonly TestEntry[] = [
  ...popularTests,
  ...haematologyTests,
  ...diabetesMetabolicTests,
  ...liverKidneyLipidTests,
  ...vitaminsMineralsTests,
  ...thyroidHormonesTests,
  ...fertilityPregnancyTests,
  ...cancerMarkersTests,
  ...infectionsTests,
  ...urineStoolTests,
  ...coagulationImmunologyTests,
];
