// ಕನ್ನಡ: what a flagged value on a report usually means (schema.ts, reportNotes), by its
// English. Written by the engineering team, not yet reviewed by a native speaker
// (docs/i18n-glossary.md#review).
import type { ReportNotes } from "./schema.ts";

export const knReportNotes: ReportNotes = {
  // HB Haemoglobin low
  "Haemoglobin carries oxygen in the blood. A low value (anaemia) is common, often from low iron, and can cause tiredness; your doctor can find the cause and treat it.":
    "ಹಿಮೋಗ್ಲೋಬಿನ್ ರಕ್ತದಲ್ಲಿ ಆಮ್ಲಜನಕವನ್ನು ಸಾಗಿಸುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ (ರಕ್ತಹೀನತೆ) ಸಾಮಾನ್ಯ, ಹೆಚ್ಚಾಗಿ ಕಬ್ಬಿಣದ ಕೊರತೆಯಿಂದ ಬರುತ್ತದೆ ಮತ್ತು ಆಯಾಸ ಉಂಟುಮಾಡಬಹುದು; ವೈದ್ಯರು ಕಾರಣ ಕಂಡುಹಿಡಿದು ಚಿಕಿತ್ಸೆ ನೀಡಬಲ್ಲರು.",
  // HB Haemoglobin high
  "A high haemoglobin can come from dehydration, smoking or living at altitude. Your doctor will look at it together with your other values.":
    "ಹೆಚ್ಚಿನ ಹಿಮೋಗ್ಲೋಬಿನ್ ನಿರ್ಜಲೀಕರಣ, ಧೂಮಪಾನ ಅಥವಾ ಎತ್ತರದ ಪ್ರದೇಶದಲ್ಲಿ ವಾಸಿಸುವುದರಿಂದ ಬರಬಹುದು. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ನೋಡುತ್ತಾರೆ.",
  // RBC RBC count low
  "Red cells carry oxygen around the body. A low count often goes with anaemia, commonly from low iron or vitamins; your doctor will read it with your haemoglobin.":
    "ಕೆಂಪು ರಕ್ತಕಣಗಳು ದೇಹದಾದ್ಯಂತ ಆಮ್ಲಜನಕ ಸಾಗಿಸುತ್ತವೆ. ಕಡಿಮೆ ಎಣಿಕೆ ಹೆಚ್ಚಾಗಿ ರಕ್ತಹೀನತೆಯೊಂದಿಗೆ ಬರುತ್ತದೆ, ಸಾಮಾನ್ಯವಾಗಿ ಕಬ್ಬಿಣ ಅಥವಾ ವಿಟಮಿನ್ ಕೊರತೆಯಿಂದ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಹಿಮೋಗ್ಲೋಬಿನ್‌ನೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // RBC RBC count high
  "A high red cell count can come from dehydration, smoking or living at altitude, and some people simply run high. Your doctor will read it with your other values.":
    "ಹೆಚ್ಚಿನ ಕೆಂಪು ರಕ್ತಕಣ ಎಣಿಕೆ ನಿರ್ಜಲೀಕರಣ, ಧೂಮಪಾನ ಅಥವಾ ಎತ್ತರದ ಪ್ರದೇಶದಲ್ಲಿ ವಾಸದಿಂದ ಬರಬಹುದು, ಕೆಲವರಲ್ಲಿ ಸಹಜವಾಗಿಯೇ ಹೆಚ್ಚಿರುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // PCV PCV (haematocrit) low
  "PCV (haematocrit) is the share of your blood made up of red cells. A low value usually goes with a low haemoglobin, as in anaemia; your doctor will look for the cause.":
    "PCV (ಹಿಮಟೋಕ್ರಿಟ್) ನಿಮ್ಮ ರಕ್ತದಲ್ಲಿ ಕೆಂಪು ರಕ್ತಕಣಗಳ ಪಾಲು. ಕಡಿಮೆ ಮಟ್ಟ ಸಾಮಾನ್ಯವಾಗಿ ರಕ್ತಹೀನತೆಯಲ್ಲಿರುವಂತೆ ಕಡಿಮೆ ಹಿಮೋಗ್ಲೋಬಿನ್‌ನೊಂದಿಗೆ ಬರುತ್ತದೆ; ವೈದ್ಯರು ಕಾರಣ ಹುಡುಕುತ್ತಾರೆ.",
  // PCV PCV (haematocrit) high
  "A high PCV often means the blood is more concentrated, for example from not drinking enough water or from smoking. Your doctor will read it with your haemoglobin.":
    "ಹೆಚ್ಚಿನ PCV ಹೆಚ್ಚಾಗಿ ರಕ್ತ ಹೆಚ್ಚು ಸಾಂದ್ರವಾಗಿದೆ ಎಂದರ್ಥ, ಉದಾಹರಣೆಗೆ ಸಾಕಷ್ಟು ನೀರು ಕುಡಿಯದಿರುವುದು ಅಥವಾ ಧೂಮಪಾನದಿಂದ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಹಿಮೋಗ್ಲೋಬಿನ್‌ನೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // MCV MCV low
  "MCV is the average size of your red cells. Small red cells are most often due to low iron, and sometimes to an inherited trait such as thalassaemia; your doctor can check which.":
    "MCV ನಿಮ್ಮ ಕೆಂಪು ರಕ್ತಕಣಗಳ ಸರಾಸರಿ ಗಾತ್ರ. ಸಣ್ಣ ಕೆಂಪು ರಕ್ತಕಣಗಳು ಹೆಚ್ಚಾಗಿ ಕಬ್ಬಿಣದ ಕೊರತೆಯಿಂದ, ಕೆಲವೊಮ್ಮೆ ಥಲಸ್ಸೀಮಿಯಾದಂತಹ ಆನುವಂಶಿಕ ಲಕ್ಷಣದಿಂದ ಬರುತ್ತವೆ; ಯಾವುದು ಎಂದು ವೈದ್ಯರು ಪರೀಕ್ಷಿಸಬಲ್ಲರು.",
  // MCV MCV high
  "Large red cells are often linked to low vitamin B12 or folate, alcohol, thyroid changes or some medicines. Your doctor may suggest a vitamin test.":
    "ದೊಡ್ಡ ಕೆಂಪು ರಕ್ತಕಣಗಳು ಹೆಚ್ಚಾಗಿ ವಿಟಮಿನ್ B12 ಅಥವಾ ಫೋಲೇಟ್ ಕೊರತೆ, ಮದ್ಯ, ಥೈರಾಯ್ಡ್ ಬದಲಾವಣೆಗಳು ಅಥವಾ ಕೆಲವು ಔಷಧಿಗಳೊಂದಿಗೆ ಸಂಬಂಧಿಸಿವೆ. ವೈದ್ಯರು ವಿಟಮಿನ್ ಪರೀಕ್ಷೆ ಸೂಚಿಸಬಹುದು.",
  // MCH MCH low
  "MCH is the average amount of haemoglobin in each red cell. A low value usually goes with small red cells, most often from low iron.":
    "MCH ಪ್ರತಿ ಕೆಂಪು ರಕ್ತಕಣದಲ್ಲಿರುವ ಹಿಮೋಗ್ಲೋಬಿನ್‌ನ ಸರಾಸರಿ ಪ್ರಮಾಣ. ಕಡಿಮೆ ಮಟ್ಟ ಸಾಮಾನ್ಯವಾಗಿ ಸಣ್ಣ ಕೆಂಪು ರಕ್ತಕಣಗಳೊಂದಿಗೆ ಬರುತ್ತದೆ, ಹೆಚ್ಚಾಗಿ ಕಬ್ಬಿಣದ ಕೊರತೆಯಿಂದ.",
  // MCH MCH high
  "A high MCH usually goes with large red cells, often linked to low vitamin B12 or folate. Your doctor will read it with your MCV.":
    "ಹೆಚ್ಚಿನ MCH ಸಾಮಾನ್ಯವಾಗಿ ದೊಡ್ಡ ಕೆಂಪು ರಕ್ತಕಣಗಳೊಂದಿಗೆ ಬರುತ್ತದೆ, ಹೆಚ್ಚಾಗಿ ವಿಟಮಿನ್ B12 ಅಥವಾ ಫೋಲೇಟ್ ಕೊರತೆಗೆ ಸಂಬಂಧಿಸಿದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ MCV ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // MCHC MCHC low
  "MCHC shows how concentrated the haemoglobin is inside red cells. A low value often goes with low iron; your doctor will read it with your other red cell values.":
    "MCHC ಕೆಂಪು ರಕ್ತಕಣಗಳೊಳಗೆ ಹಿಮೋಗ್ಲೋಬಿನ್ ಎಷ್ಟು ಸಾಂದ್ರವಾಗಿದೆ ಎಂದು ತೋರಿಸುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ ಹೆಚ್ಚಾಗಿ ಕಬ್ಬಿಣದ ಕೊರತೆಯೊಂದಿಗೆ ಬರುತ್ತದೆ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಕೆಂಪು ರಕ್ತಕಣ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // MCHC MCHC high
  "A high MCHC is uncommon and is often rechecked, as the sample itself can affect it. Your doctor will read it with your other red cell values.":
    "ಹೆಚ್ಚಿನ MCHC ಅಪರೂಪ; ಮಾದರಿಯೇ ಇದರ ಮೇಲೆ ಪರಿಣಾಮ ಬೀರಬಹುದಾದ್ದರಿಂದ ಹೆಚ್ಚಾಗಿ ಮರುಪರೀಕ್ಷಿಸಲಾಗುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಕೆಂಪು ರಕ್ತಕಣ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // RDWCV RDW-CV high
  "RDW shows how much your red cells vary in size. A high value often appears with low iron, vitamin B12 or folate; your doctor will read it with your MCV.":
    "RDW ನಿಮ್ಮ ಕೆಂಪು ರಕ್ತಕಣಗಳ ಗಾತ್ರ ಎಷ್ಟು ಬದಲಾಗುತ್ತದೆ ಎಂದು ತೋರಿಸುತ್ತದೆ. ಹೆಚ್ಚಿನ ಮಟ್ಟ ಹೆಚ್ಚಾಗಿ ಕಬ್ಬಿಣ, ವಿಟಮಿನ್ B12 ಅಥವಾ ಫೋಲೇಟ್ ಕೊರತೆಯೊಂದಿಗೆ ಕಾಣಿಸುತ್ತದೆ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ MCV ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // TLC Total WBC count low
  "White cells fight infection. A slightly low count often follows a viral fever or some medicines and recovers; your doctor may repeat the test.":
    "ಬಿಳಿ ರಕ್ತಕಣಗಳು ಸೋಂಕಿನ ವಿರುದ್ಧ ಹೋರಾಡುತ್ತವೆ. ಸ್ವಲ್ಪ ಕಡಿಮೆ ಎಣಿಕೆ ಹೆಚ್ಚಾಗಿ ವೈರಲ್ ಜ್ವರ ಅಥವಾ ಕೆಲವು ಔಷಧಿಗಳ ನಂತರ ಬಂದು ಸರಿಹೋಗುತ್ತದೆ; ವೈದ್ಯರು ಪರೀಕ್ಷೆಯನ್ನು ಮತ್ತೆ ಮಾಡಿಸಬಹುದು.",
  // TLC Total WBC count high
  "A high white cell count usually means the body is fighting an infection or inflammation; stress, smoking and some medicines can raise it too.":
    "ಹೆಚ್ಚಿನ ಬಿಳಿ ರಕ್ತಕಣ ಎಣಿಕೆ ಸಾಮಾನ್ಯವಾಗಿ ದೇಹ ಸೋಂಕು ಅಥವಾ ಉರಿಯೂತದ ವಿರುದ್ಧ ಹೋರಾಡುತ್ತಿದೆ ಎಂದರ್ಥ; ಒತ್ತಡ, ಧೂಮಪಾನ ಮತ್ತು ಕೆಲವು ಔಷಧಿಗಳೂ ಇದನ್ನು ಹೆಚ್ಚಿಸಬಹುದು.",
  // NEUT Neutrophils low
  "Neutrophils are white cells that fight bacteria. A lower share is common after a viral fever and in some healthy people; your doctor will read it with your total count.":
    "ನ್ಯೂಟ್ರೋಫಿಲ್‌ಗಳು ಬ್ಯಾಕ್ಟೀರಿಯಾ ವಿರುದ್ಧ ಹೋರಾಡುವ ಬಿಳಿ ರಕ್ತಕಣಗಳು. ವೈರಲ್ ಜ್ವರದ ನಂತರ ಮತ್ತು ಕೆಲವು ಆರೋಗ್ಯವಂತರಲ್ಲಿ ಕಡಿಮೆ ಪಾಲು ಸಾಮಾನ್ಯ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಒಟ್ಟು ಎಣಿಕೆಯೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // NEUT Neutrophils high
  "A higher share of neutrophils often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.":
    "ನ್ಯೂಟ್ರೋಫಿಲ್‌ಗಳ ಹೆಚ್ಚಿನ ಪಾಲು ಹೆಚ್ಚಾಗಿ ಬ್ಯಾಕ್ಟೀರಿಯಾ ಸೋಂಕು, ಉರಿಯೂತ, ಒತ್ತಡ ಅಥವಾ ಸ್ಟೀರಾಯ್ಡ್ ಔಷಧಿಗಳೊಂದಿಗೆ ಬರುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಲಕ್ಷಣಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // LYMPH Lymphocytes low
  "Lymphocytes are white cells that fight viruses. A lower share often appears when neutrophils are up, or during an illness or stress.":
    "ಲಿಂಫೋಸೈಟ್‌ಗಳು ವೈರಸ್‌ಗಳ ವಿರುದ್ಧ ಹೋರಾಡುವ ಬಿಳಿ ರಕ್ತಕಣಗಳು. ನ್ಯೂಟ್ರೋಫಿಲ್‌ಗಳು ಹೆಚ್ಚಾದಾಗ, ಅಥವಾ ಅನಾರೋಗ್ಯ ಅಥವಾ ಒತ್ತಡದ ಸಮಯದಲ್ಲಿ ಇವುಗಳ ಪಾಲು ಹೆಚ್ಚಾಗಿ ಕಡಿಮೆ ಕಾಣುತ್ತದೆ.",
  // LYMPH Lymphocytes high
  "A higher share of lymphocytes is common during or after a viral infection. Your doctor will read it with your total count and symptoms.":
    "ಲಿಂಫೋಸೈಟ್‌ಗಳ ಹೆಚ್ಚಿನ ಪಾಲು ವೈರಲ್ ಸೋಂಕಿನ ಸಮಯದಲ್ಲಿ ಅಥವಾ ನಂತರ ಸಾಮಾನ್ಯ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಒಟ್ಟು ಎಣಿಕೆ ಮತ್ತು ಲಕ್ಷಣಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // EOS Eosinophils high
  "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest an allergy review or a stool test.":
    "ಅಲರ್ಜಿ, ಅಸ್ತಮಾ, ಚರ್ಮದ ಅಲರ್ಜಿ ಮತ್ತು ಜಂತುಹುಳು ಸೋಂಕುಗಳೊಂದಿಗೆ ಇಯೊಸಿನೊಫಿಲ್‌ಗಳು ಹೆಚ್ಚುತ್ತವೆ, ಇವು ಸಾಮಾನ್ಯ. ವೈದ್ಯರು ಅಲರ್ಜಿ ಪರಿಶೀಲನೆ ಅಥವಾ ಮಲ ಪರೀಕ್ಷೆ ಸೂಚಿಸಬಹುದು.",
  // MONO Monocytes high
  "Monocytes are white cells that help clear up after an infection. A higher share is common while recovering from one; your doctor will read it with your other values.":
    "ಮೊನೊಸೈಟ್‌ಗಳು ಸೋಂಕಿನ ನಂತರ ಸ್ವಚ್ಛಗೊಳಿಸಲು ಸಹಾಯ ಮಾಡುವ ಬಿಳಿ ರಕ್ತಕಣಗಳು. ಸೋಂಕಿನಿಂದ ಚೇತರಿಸಿಕೊಳ್ಳುವಾಗ ಇವುಗಳ ಹೆಚ್ಚಿನ ಪಾಲು ಸಾಮಾನ್ಯ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // BASO Basophils high
  "Basophils are a small group of white cells linked to allergy. A slightly higher share is usually of little concern; your doctor will read it with your other values.":
    "ಬೇಸೊಫಿಲ್‌ಗಳು ಅಲರ್ಜಿಗೆ ಸಂಬಂಧಿಸಿದ ಬಿಳಿ ರಕ್ತಕಣಗಳ ಸಣ್ಣ ಗುಂಪು. ಸ್ವಲ್ಪ ಹೆಚ್ಚಿನ ಪಾಲು ಸಾಮಾನ್ಯವಾಗಿ ಚಿಂತೆಯ ವಿಷಯವಲ್ಲ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // ANC Absolute neutrophil count low
  "This is the actual number of neutrophils, the white cells that fight bacteria. A low count can follow a viral infection or some medicines; your doctor will advise on a repeat.":
    "ಇದು ಬ್ಯಾಕ್ಟೀರಿಯಾ ವಿರುದ್ಧ ಹೋರಾಡುವ ಬಿಳಿ ರಕ್ತಕಣಗಳಾದ ನ್ಯೂಟ್ರೋಫಿಲ್‌ಗಳ ನಿಜವಾದ ಸಂಖ್ಯೆ. ಕಡಿಮೆ ಎಣಿಕೆ ವೈರಲ್ ಸೋಂಕು ಅಥವಾ ಕೆಲವು ಔಷಧಿಗಳ ನಂತರ ಬರಬಹುದು; ಮರುಪರೀಕ್ಷೆಯ ಬಗ್ಗೆ ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // ANC Absolute neutrophil count high
  "A high neutrophil count often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.":
    "ಹೆಚ್ಚಿನ ನ್ಯೂಟ್ರೋಫಿಲ್ ಎಣಿಕೆ ಹೆಚ್ಚಾಗಿ ಬ್ಯಾಕ್ಟೀರಿಯಾ ಸೋಂಕು, ಉರಿಯೂತ, ಒತ್ತಡ ಅಥವಾ ಸ್ಟೀರಾಯ್ಡ್ ಔಷಧಿಗಳೊಂದಿಗೆ ಬರುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಲಕ್ಷಣಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // ALC Absolute lymphocyte count low
  "This is the actual number of lymphocytes, the white cells that fight viruses. A low count can follow an illness, stress or steroid medicines.":
    "ಇದು ವೈರಸ್‌ಗಳ ವಿರುದ್ಧ ಹೋರಾಡುವ ಬಿಳಿ ರಕ್ತಕಣಗಳಾದ ಲಿಂಫೋಸೈಟ್‌ಗಳ ನಿಜವಾದ ಸಂಖ್ಯೆ. ಕಡಿಮೆ ಎಣಿಕೆ ಅನಾರೋಗ್ಯ, ಒತ್ತಡ ಅಥವಾ ಸ್ಟೀರಾಯ್ಡ್ ಔಷಧಿಗಳ ನಂತರ ಬರಬಹುದು.",
  // ALC Absolute lymphocyte count high
  "A high lymphocyte count is common during or after a viral infection. Your doctor will read it with your symptoms and may repeat the test.":
    "ಹೆಚ್ಚಿನ ಲಿಂಫೋಸೈಟ್ ಎಣಿಕೆ ವೈರಲ್ ಸೋಂಕಿನ ಸಮಯದಲ್ಲಿ ಅಥವಾ ನಂತರ ಸಾಮಾನ್ಯ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಲಕ್ಷಣಗಳೊಂದಿಗೆ ಓದಿ ಪರೀಕ್ಷೆಯನ್ನು ಮತ್ತೆ ಮಾಡಿಸಬಹುದು.",
  // PLT Platelet count low
  "Platelets help blood clot. A low count can follow a viral fever such as dengue and usually recovers; tell your doctor about any unusual bleeding or bruising.":
    "ಪ್ಲೇಟ್‌ಲೆಟ್‌ಗಳು ರಕ್ತ ಹೆಪ್ಪುಗಟ್ಟಲು ಸಹಾಯ ಮಾಡುತ್ತವೆ. ಡೆಂಗ್ಯೂನಂತಹ ವೈರಲ್ ಜ್ವರದ ನಂತರ ಕಡಿಮೆ ಎಣಿಕೆ ಬರಬಹುದು ಮತ್ತು ಸಾಮಾನ್ಯವಾಗಿ ಸರಿಹೋಗುತ್ತದೆ; ಅಸಾಮಾನ್ಯ ರಕ್ತಸ್ರಾವ ಅಥವಾ ಗಾಯದ ಕಲೆಗಳಿದ್ದರೆ ವೈದ್ಯರಿಗೆ ತಿಳಿಸಿ.",
  // PLT Platelet count high
  "A high platelet count often follows an infection, inflammation or low iron. Your doctor will decide whether it needs a repeat test.":
    "ಹೆಚ್ಚಿನ ಪ್ಲೇಟ್‌ಲೆಟ್ ಎಣಿಕೆ ಹೆಚ್ಚಾಗಿ ಸೋಂಕು, ಉರಿಯೂತ ಅಥವಾ ಕಬ್ಬಿಣದ ಕೊರತೆಯ ನಂತರ ಬರುತ್ತದೆ. ಮರುಪರೀಕ್ಷೆ ಬೇಕೇ ಎಂದು ವೈದ್ಯರು ನಿರ್ಧರಿಸುತ್ತಾರೆ.",
  // MPV MPV low
  "MPV is the average size of your platelets. It is read together with the platelet count; on its own a low value rarely matters.":
    "MPV ನಿಮ್ಮ ಪ್ಲೇಟ್‌ಲೆಟ್‌ಗಳ ಸರಾಸರಿ ಗಾತ್ರ. ಇದನ್ನು ಪ್ಲೇಟ್‌ಲೆಟ್ ಎಣಿಕೆಯೊಂದಿಗೆ ಓದಲಾಗುತ್ತದೆ; ಒಂಟಿಯಾಗಿ ಕಡಿಮೆ ಮಟ್ಟ ಅಪರೂಪವಾಗಿ ಮುಖ್ಯವಾಗುತ್ತದೆ.",
  // MPV MPV high
  "Larger platelets are often young ones, made when the body is replacing platelets, for example after a fever. Your doctor reads it with your platelet count.":
    "ದೊಡ್ಡ ಪ್ಲೇಟ್‌ಲೆಟ್‌ಗಳು ಹೆಚ್ಚಾಗಿ ಹೊಸವು, ದೇಹ ಪ್ಲೇಟ್‌ಲೆಟ್‌ಗಳನ್ನು ಬದಲಿಸುವಾಗ, ಉದಾಹರಣೆಗೆ ಜ್ವರದ ನಂತರ, ಉತ್ಪತ್ತಿಯಾಗುತ್ತವೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಪ್ಲೇಟ್‌ಲೆಟ್ ಎಣಿಕೆಯೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // ESR ESR high
  "ESR rises with infection, inflammation, anaemia and pregnancy, and a little with age. On its own it does not point to a cause; your doctor reads it with your symptoms.":
    "ಸೋಂಕು, ಉರಿಯೂತ, ರಕ್ತಹೀನತೆ ಮತ್ತು ಗರ್ಭಾವಸ್ಥೆಯೊಂದಿಗೆ, ಮತ್ತು ವಯಸ್ಸಿನೊಂದಿಗೆ ಸ್ವಲ್ಪ, ESR ಹೆಚ್ಚುತ್ತದೆ. ಒಂಟಿಯಾಗಿ ಇದು ಕಾರಣವನ್ನು ತೋರಿಸುವುದಿಲ್ಲ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಲಕ್ಷಣಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // AEC Absolute eosinophil count high
  "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest treating the cause or a stool test.":
    "ಅಲರ್ಜಿ, ಅಸ್ತಮಾ, ಚರ್ಮದ ಅಲರ್ಜಿ ಮತ್ತು ಜಂತುಹುಳು ಸೋಂಕುಗಳೊಂದಿಗೆ ಇಯೊಸಿನೊಫಿಲ್‌ಗಳು ಹೆಚ್ಚುತ್ತವೆ, ಇವು ಸಾಮಾನ್ಯ. ವೈದ್ಯರು ಕಾರಣಕ್ಕೆ ಚಿಕಿತ್ಸೆ ಅಥವಾ ಮಲ ಪರೀಕ್ಷೆ ಸೂಚಿಸಬಹುದು.",
  // T3 Total T3 low
  "T3 is an active thyroid hormone. A low value can go with an underactive thyroid, and also with a recent illness or fasting; your doctor reads it with your TSH.":
    "T3 ಒಂದು ಸಕ್ರಿಯ ಥೈರಾಯ್ಡ್ ಹಾರ್ಮೋನ್. ಕಡಿಮೆ ಮಟ್ಟ ಕಡಿಮೆ ಕೆಲಸ ಮಾಡುವ ಥೈರಾಯ್ಡ್‌ನೊಂದಿಗೆ, ಹಾಗೆಯೇ ಇತ್ತೀಚಿನ ಅನಾರೋಗ್ಯ ಅಥವಾ ಉಪವಾಸದೊಂದಿಗೆ ಬರಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ TSH ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // T3 Total T3 high
  "A high T3 can mean an overactive thyroid; pregnancy and birth control pills can also raise total T3. Your doctor reads it with your TSH and T4.":
    "ಹೆಚ್ಚಿನ T3 ಅತಿಯಾಗಿ ಕೆಲಸ ಮಾಡುವ ಥೈರಾಯ್ಡ್ ಎಂದರ್ಥವಾಗಬಹುದು; ಗರ್ಭಾವಸ್ಥೆ ಮತ್ತು ಗರ್ಭನಿರೋಧಕ ಮಾತ್ರೆಗಳೂ ಒಟ್ಟು T3 ಹೆಚ್ಚಿಸಬಹುದು. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ TSH ಮತ್ತು T4 ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // T4 Total T4 low
  "T4 is the main hormone made by the thyroid. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.":
    "T4 ಥೈರಾಯ್ಡ್ ತಯಾರಿಸುವ ಮುಖ್ಯ ಹಾರ್ಮೋನ್. ಕಡಿಮೆ ಮಟ್ಟ ಕಡಿಮೆ ಕೆಲಸ ಮಾಡುವ ಥೈರಾಯ್ಡ್‌ನೊಂದಿಗೆ ಬರಬಹುದು, ಇದು ಸಾಮಾನ್ಯ ಮತ್ತು ಚಿಕಿತ್ಸೆ ಸಾಧ್ಯ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ TSH ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // T4 Total T4 high
  "A high T4 can mean an overactive thyroid; pregnancy and birth control pills also raise total T4. Your doctor reads it with your TSH.":
    "ಹೆಚ್ಚಿನ T4 ಅತಿಯಾಗಿ ಕೆಲಸ ಮಾಡುವ ಥೈರಾಯ್ಡ್ ಎಂದರ್ಥವಾಗಬಹುದು; ಗರ್ಭಾವಸ್ಥೆ ಮತ್ತು ಗರ್ಭನಿರೋಧಕ ಮಾತ್ರೆಗಳೂ ಒಟ್ಟು T4 ಹೆಚ್ಚಿಸುತ್ತವೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ TSH ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // TSH TSH low
  "TSH is the signal from the brain that tells the thyroid how hard to work. A low TSH can mean the thyroid is overactive, or thyroid tablets need adjusting.":
    "TSH ಥೈರಾಯ್ಡ್ ಎಷ್ಟು ಕೆಲಸ ಮಾಡಬೇಕು ಎಂದು ಮಿದುಳು ಕಳುಹಿಸುವ ಸಂಕೇತ. ಕಡಿಮೆ TSH ಥೈರಾಯ್ಡ್ ಅತಿಯಾಗಿ ಕೆಲಸ ಮಾಡುತ್ತಿದೆ, ಅಥವಾ ಥೈರಾಯ್ಡ್ ಮಾತ್ರೆಗಳ ಪ್ರಮಾಣ ಬದಲಿಸಬೇಕು ಎಂದರ್ಥವಾಗಬಹುದು.",
  // TSH TSH high
  "A high TSH often means the thyroid is a little underactive, which is common and treatable. Your doctor may repeat it and check your T4.":
    "ಹೆಚ್ಚಿನ TSH ಹೆಚ್ಚಾಗಿ ಥೈರಾಯ್ಡ್ ಸ್ವಲ್ಪ ಕಡಿಮೆ ಕೆಲಸ ಮಾಡುತ್ತಿದೆ ಎಂದರ್ಥ, ಇದು ಸಾಮಾನ್ಯ ಮತ್ತು ಚಿಕಿತ್ಸೆ ಸಾಧ್ಯ. ವೈದ್ಯರು ಇದನ್ನು ಮತ್ತೆ ಪರೀಕ್ಷಿಸಿ ನಿಮ್ಮ T4 ನೋಡಬಹುದು.",
  // FT3 Free T3 low
  "Free T3 is the active thyroid hormone available to your body. A low value can go with an underactive thyroid or a recent illness; your doctor reads it with your TSH.":
    "Free T3 ನಿಮ್ಮ ದೇಹಕ್ಕೆ ಲಭ್ಯವಿರುವ ಸಕ್ರಿಯ ಥೈರಾಯ್ಡ್ ಹಾರ್ಮೋನ್. ಕಡಿಮೆ ಮಟ್ಟ ಕಡಿಮೆ ಕೆಲಸ ಮಾಡುವ ಥೈರಾಯ್ಡ್ ಅಥವಾ ಇತ್ತೀಚಿನ ಅನಾರೋಗ್ಯದೊಂದಿಗೆ ಬರಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ TSH ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // FT3 Free T3 high
  "A high free T3 can mean the thyroid is overactive. Your doctor reads it with your TSH and free T4.":
    "ಹೆಚ್ಚಿನ Free T3 ಥೈರಾಯ್ಡ್ ಅತಿಯಾಗಿ ಕೆಲಸ ಮಾಡುತ್ತಿದೆ ಎಂದರ್ಥವಾಗಬಹುದು. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ TSH ಮತ್ತು Free T4 ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // FT4 Free T4 low
  "Free T4 is the thyroid hormone available to your body. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.":
    "Free T4 ನಿಮ್ಮ ದೇಹಕ್ಕೆ ಲಭ್ಯವಿರುವ ಥೈರಾಯ್ಡ್ ಹಾರ್ಮೋನ್. ಕಡಿಮೆ ಮಟ್ಟ ಕಡಿಮೆ ಕೆಲಸ ಮಾಡುವ ಥೈರಾಯ್ಡ್‌ನೊಂದಿಗೆ ಬರಬಹುದು, ಇದು ಸಾಮಾನ್ಯ ಮತ್ತು ಚಿಕಿತ್ಸೆ ಸಾಧ್ಯ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ TSH ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // FT4 Free T4 high
  "A high free T4 can mean the thyroid is overactive, or that thyroid tablets need adjusting. Your doctor reads it with your TSH.":
    "ಹೆಚ್ಚಿನ Free T4 ಥೈರಾಯ್ಡ್ ಅತಿಯಾಗಿ ಕೆಲಸ ಮಾಡುತ್ತಿದೆ, ಅಥವಾ ಥೈರಾಯ್ಡ್ ಮಾತ್ರೆಗಳ ಪ್ರಮಾಣ ಬದಲಿಸಬೇಕು ಎಂದರ್ಥವಾಗಬಹುದು. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ TSH ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // HBA1C HbA1c low
  "HbA1c shows your average sugar over two to three months. A low value is uncommon; it can follow blood loss or some kinds of anaemia, and your doctor will tell you if it matters.":
    "HbA1c ಎರಡರಿಂದ ಮೂರು ತಿಂಗಳ ನಿಮ್ಮ ಸರಾಸರಿ ಸಕ್ಕರೆಯನ್ನು ತೋರಿಸುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ ಅಪರೂಪ; ರಕ್ತ ನಷ್ಟ ಅಥವಾ ಕೆಲವು ರೀತಿಯ ರಕ್ತಹೀನತೆಯ ನಂತರ ಬರಬಹುದು, ಇದು ಮುಖ್ಯವೇ ಎಂದು ವೈದ್ಯರು ಹೇಳುತ್ತಾರೆ.",
  // HBA1C HbA1c high
  "A high HbA1c means your average blood sugar has been above normal over the last two to three months. Your doctor will advise on food, activity and any treatment.":
    "ಹೆಚ್ಚಿನ HbA1c ಎಂದರೆ ಕಳೆದ ಎರಡರಿಂದ ಮೂರು ತಿಂಗಳಲ್ಲಿ ನಿಮ್ಮ ಸರಾಸರಿ ರಕ್ತದ ಸಕ್ಕರೆ ಸಾಮಾನ್ಯಕ್ಕಿಂತ ಹೆಚ್ಚಿತ್ತು. ಆಹಾರ, ಚಟುವಟಿಕೆ ಮತ್ತು ಅಗತ್ಯವಿರುವ ಚಿಕಿತ್ಸೆಯ ಬಗ್ಗೆ ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // EAG Estimated average glucose high
  "Estimated average glucose turns your HbA1c into a sugar reading like a glucometer's. A high value means your sugar has been running high; your doctor will advise you.":
    "ಅಂದಾಜು ಸರಾಸರಿ ಗ್ಲೂಕೋಸ್ ನಿಮ್ಮ HbA1c ಅನ್ನು ಗ್ಲೂಕೋಮೀಟರ್ ತೋರಿಸುವಂತಹ ಸಕ್ಕರೆ ಮಟ್ಟವಾಗಿ ಪರಿವರ್ತಿಸುತ್ತದೆ. ಹೆಚ್ಚಿನ ಮಟ್ಟ ಎಂದರೆ ನಿಮ್ಮ ಸಕ್ಕರೆ ಹೆಚ್ಚಾಗಿಯೇ ಇದೆ; ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // FBS Glucose, fasting low
  "A low fasting sugar can follow a long fast, heavy exercise or diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "ದೀರ್ಘ ಉಪವಾಸ, ಭಾರೀ ವ್ಯಾಯಾಮ ಅಥವಾ ಮಧುಮೇಹದ ಔಷಧಿಗಳ ನಂತರ ಉಪವಾಸದ ಸಕ್ಕರೆ ಕಡಿಮೆಯಾಗಬಹುದು. ಪರೀಕ್ಷೆಯ ಸಮಯದಲ್ಲಿ ನಡುಕ, ಬೆವರು ಅಥವಾ ತಲೆತಿರುಗುವಿಕೆ ಇದ್ದಿದ್ದರೆ ವೈದ್ಯರಿಗೆ ತಿಳಿಸಿ.",
  // FBS Glucose, fasting high
  "A high fasting sugar can be a sign of prediabetes or diabetes; an illness or stress can raise it too. Your doctor will usually confirm it with a repeat test or HbA1c.":
    "ಹೆಚ್ಚಿನ ಉಪವಾಸದ ಸಕ್ಕರೆ ಪೂರ್ವ-ಮಧುಮೇಹ ಅಥವಾ ಮಧುಮೇಹದ ಸೂಚನೆಯಾಗಿರಬಹುದು; ಅನಾರೋಗ್ಯ ಅಥವಾ ಒತ್ತಡವೂ ಇದನ್ನು ಹೆಚ್ಚಿಸಬಹುದು. ವೈದ್ಯರು ಸಾಮಾನ್ಯವಾಗಿ ಮರುಪರೀಕ್ಷೆ ಅಥವಾ HbA1c ಮೂಲಕ ಖಚಿತಪಡಿಸುತ್ತಾರೆ.",
  // PPBS Glucose, post prandial (2 hours) low
  "A low sugar after a meal is uncommon; it can happen after a small meal or with diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "ಊಟದ ನಂತರ ಕಡಿಮೆ ಸಕ್ಕರೆ ಅಪರೂಪ; ಸಣ್ಣ ಊಟದ ನಂತರ ಅಥವಾ ಮಧುಮೇಹದ ಔಷಧಿಗಳಿಂದ ಆಗಬಹುದು. ಪರೀಕ್ಷೆಯ ಸಮಯದಲ್ಲಿ ನಡುಕ, ಬೆವರು ಅಥವಾ ತಲೆತಿರುಗುವಿಕೆ ಇದ್ದಿದ್ದರೆ ವೈದ್ಯರಿಗೆ ತಿಳಿಸಿ.",
  // PPBS Glucose, post prandial (2 hours) high
  "A high sugar two hours after a meal means your body is slow to clear the sugar from food. Your doctor will read it with your fasting sugar and HbA1c.":
    "ಊಟದ ಎರಡು ಗಂಟೆಗಳ ನಂತರ ಹೆಚ್ಚಿನ ಸಕ್ಕರೆ ಎಂದರೆ ಆಹಾರದ ಸಕ್ಕರೆಯನ್ನು ನಿಮ್ಮ ದೇಹ ನಿಧಾನವಾಗಿ ತೆರವುಗೊಳಿಸುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಉಪವಾಸದ ಸಕ್ಕರೆ ಮತ್ತು HbA1c ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // RBS Glucose, random low
  "A low sugar can follow a long gap since eating, heavy exercise or diabetes medicines. If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.":
    "ತಿಂದು ಬಹಳ ಹೊತ್ತಾದ ನಂತರ, ಭಾರೀ ವ್ಯಾಯಾಮ ಅಥವಾ ಮಧುಮೇಹದ ಔಷಧಿಗಳ ನಂತರ ಸಕ್ಕರೆ ಕಡಿಮೆಯಾಗಬಹುದು. ಪರೀಕ್ಷೆಯ ಸಮಯದಲ್ಲಿ ನಡುಕ, ಬೆವರು ಅಥವಾ ತಲೆತಿರುಗುವಿಕೆ ಇದ್ದಿದ್ದರೆ ವೈದ್ಯರಿಗೆ ತಿಳಿಸಿ.",
  // RBS Glucose, random high
  "A high random sugar can follow a sweet meal or an illness, and can be a sign of diabetes. Your doctor will usually confirm it with a fasting sugar or HbA1c.":
    "ಸಿಹಿ ಊಟ ಅಥವಾ ಅನಾರೋಗ್ಯದ ನಂತರ ಯಾದೃಚ್ಛಿಕ ಸಕ್ಕರೆ ಹೆಚ್ಚಾಗಬಹುದು, ಇದು ಮಧುಮೇಹದ ಸೂಚನೆಯೂ ಆಗಿರಬಹುದು. ವೈದ್ಯರು ಸಾಮಾನ್ಯವಾಗಿ ಉಪವಾಸದ ಸಕ್ಕರೆ ಅಥವಾ HbA1c ಮೂಲಕ ಖಚಿತಪಡಿಸುತ್ತಾರೆ.",
  // CHOL Total cholesterol low
  "A low total cholesterol is usually not a concern; it can go with a low-fat diet, an overactive thyroid or cholesterol medicines.":
    "ಕಡಿಮೆ ಒಟ್ಟು ಕೊಲೆಸ್ಟ್ರಾಲ್ ಸಾಮಾನ್ಯವಾಗಿ ಚಿಂತೆಯ ವಿಷಯವಲ್ಲ; ಕಡಿಮೆ ಕೊಬ್ಬಿನ ಆಹಾರ, ಅತಿಯಾಗಿ ಕೆಲಸ ಮಾಡುವ ಥೈರಾಯ್ಡ್ ಅಥವಾ ಕೊಲೆಸ್ಟ್ರಾಲ್ ಔಷಧಿಗಳೊಂದಿಗೆ ಬರಬಹುದು.",
  // CHOL Total cholesterol high
  "A high cholesterol is common and builds up in the arteries over years. Food, exercise and, where needed, medicines help; your doctor will look at your overall heart risk.":
    "ಹೆಚ್ಚಿನ ಕೊಲೆಸ್ಟ್ರಾಲ್ ಸಾಮಾನ್ಯ ಮತ್ತು ವರ್ಷಗಳಲ್ಲಿ ಅಪಧಮನಿಗಳಲ್ಲಿ ಶೇಖರವಾಗುತ್ತದೆ. ಆಹಾರ, ವ್ಯಾಯಾಮ ಮತ್ತು ಅಗತ್ಯವಿದ್ದರೆ ಔಷಧಿಗಳು ಸಹಾಯ ಮಾಡುತ್ತವೆ; ವೈದ್ಯರು ನಿಮ್ಮ ಒಟ್ಟಾರೆ ಹೃದಯದ ಅಪಾಯವನ್ನು ನೋಡುತ್ತಾರೆ.",
  // TG Triglycerides high
  "Triglycerides are fats that rise with sweets, rice, fried food and alcohol, and after a meal. A high value is common; your doctor may advise food changes or a fasting repeat.":
    "ಟ್ರೈಗ್ಲಿಸರೈಡ್‌ಗಳು ಸಿಹಿ, ಅನ್ನ, ಕರಿದ ಆಹಾರ ಮತ್ತು ಮದ್ಯದಿಂದ ಹಾಗೂ ಊಟದ ನಂತರ ಹೆಚ್ಚುವ ಕೊಬ್ಬುಗಳು. ಹೆಚ್ಚಿನ ಮಟ್ಟ ಸಾಮಾನ್ಯ; ವೈದ್ಯರು ಆಹಾರ ಬದಲಾವಣೆ ಅಥವಾ ಉಪವಾಸದಲ್ಲಿ ಮರುಪರೀಕ್ಷೆ ಸೂಚಿಸಬಹುದು.",
  // HDL HDL cholesterol low
  "HDL is the 'good' cholesterol that helps clear fat from the arteries. A low value is common with inactivity, smoking and extra weight; regular exercise helps raise it.":
    "HDL ಅಪಧಮನಿಗಳಿಂದ ಕೊಬ್ಬನ್ನು ತೆರವುಗೊಳಿಸಲು ಸಹಾಯ ಮಾಡುವ 'ಒಳ್ಳೆಯ' ಕೊಲೆಸ್ಟ್ರಾಲ್. ದೈಹಿಕ ನಿಷ್ಕ್ರಿಯತೆ, ಧೂಮಪಾನ ಮತ್ತು ಹೆಚ್ಚಿನ ತೂಕದೊಂದಿಗೆ ಕಡಿಮೆ ಮಟ್ಟ ಸಾಮಾನ್ಯ; ನಿಯಮಿತ ವ್ಯಾಯಾಮ ಇದನ್ನು ಹೆಚ್ಚಿಸಲು ಸಹಾಯ ಮಾಡುತ್ತದೆ.",
  // HDL HDL cholesterol high
  "A high HDL is usually a good sign for the heart. Your doctor reads it with your other lipid values.":
    "ಹೆಚ್ಚಿನ HDL ಸಾಮಾನ್ಯವಾಗಿ ಹೃದಯಕ್ಕೆ ಒಳ್ಳೆಯ ಸೂಚನೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಕೊಬ್ಬಿನ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // LDL LDL cholesterol high
  "LDL is the cholesterol that can build up in the arteries over time. Food, exercise and, where needed, medicines lower it; your doctor will set a target for you.":
    "LDL ಕಾಲಕ್ರಮೇಣ ಅಪಧಮನಿಗಳಲ್ಲಿ ಶೇಖರವಾಗಬಹುದಾದ ಕೊಲೆಸ್ಟ್ರಾಲ್. ಆಹಾರ, ವ್ಯಾಯಾಮ ಮತ್ತು ಅಗತ್ಯವಿದ್ದರೆ ಔಷಧಿಗಳು ಇದನ್ನು ಕಡಿಮೆ ಮಾಡುತ್ತವೆ; ವೈದ್ಯರು ನಿಮಗಾಗಿ ಗುರಿ ನಿಗದಿಪಡಿಸುತ್ತಾರೆ.",
  // VLDL VLDL cholesterol high
  "VLDL carries triglycerides in the blood and is usually calculated from them, so it rises when they are high. Your doctor reads it with your triglycerides.":
    "VLDL ರಕ್ತದಲ್ಲಿ ಟ್ರೈಗ್ಲಿಸರೈಡ್‌ಗಳನ್ನು ಸಾಗಿಸುತ್ತದೆ ಮತ್ತು ಸಾಮಾನ್ಯವಾಗಿ ಅವುಗಳಿಂದಲೇ ಲೆಕ್ಕ ಹಾಕಲಾಗುತ್ತದೆ, ಆದ್ದರಿಂದ ಅವು ಹೆಚ್ಚಾದಾಗ ಇದೂ ಹೆಚ್ಚುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಟ್ರೈಗ್ಲಿಸರೈಡ್‌ಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // NHDL Non-HDL cholesterol high
  "Non-HDL cholesterol is your total cholesterol minus the 'good' HDL: all the cholesterol that can build up in the arteries. Your doctor uses it with your other values to judge heart risk.":
    "Non-HDL ಕೊಲೆಸ್ಟ್ರಾಲ್ ಎಂದರೆ ನಿಮ್ಮ ಒಟ್ಟು ಕೊಲೆಸ್ಟ್ರಾಲ್‌ನಿಂದ 'ಒಳ್ಳೆಯ' HDL ಕಳೆದದ್ದು: ಅಪಧಮನಿಗಳಲ್ಲಿ ಶೇಖರವಾಗಬಹುದಾದ ಎಲ್ಲಾ ಕೊಲೆಸ್ಟ್ರಾಲ್. ಹೃದಯದ ಅಪಾಯ ಅಂದಾಜಿಸಲು ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಬಳಸುತ್ತಾರೆ.",
  // CHOLHDL Total cholesterol/HDL ratio high
  "A higher ratio means less of the protective HDL compared with your total cholesterol. Your doctor uses it with your other values to judge heart risk.":
    "ಹೆಚ್ಚಿನ ಅನುಪಾತ ಎಂದರೆ ನಿಮ್ಮ ಒಟ್ಟು ಕೊಲೆಸ್ಟ್ರಾಲ್‌ಗೆ ಹೋಲಿಸಿದರೆ ರಕ್ಷಣಾತ್ಮಕ HDL ಕಡಿಮೆ. ಹೃದಯದ ಅಪಾಯ ಅಂದಾಜಿಸಲು ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಬಳಸುತ್ತಾರೆ.",
  // LDLHDL LDL/HDL ratio high
  "A higher ratio means more LDL compared with the protective HDL. Your doctor uses it with your other values to judge heart risk.":
    "ಹೆಚ್ಚಿನ ಅನುಪಾತ ಎಂದರೆ ರಕ್ಷಣಾತ್ಮಕ HDL ಗೆ ಹೋಲಿಸಿದರೆ LDL ಹೆಚ್ಚು. ಹೃದಯದ ಅಪಾಯ ಅಂದಾಜಿಸಲು ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಬಳಸುತ್ತಾರೆ.",
  // TBIL Total bilirubin high
  "Bilirubin is a yellow pigment from old red cells that the liver clears. A mildly high value is common after fasting or with a harmless inherited trait; your doctor reads it with your enzymes.":
    "ಬಿಲಿರುಬಿನ್ ಹಳೆಯ ಕೆಂಪು ರಕ್ತಕಣಗಳಿಂದ ಬರುವ, ಯಕೃತ್ತು ತೆರವುಗೊಳಿಸುವ ಹಳದಿ ವರ್ಣದ್ರವ್ಯ. ಉಪವಾಸದ ನಂತರ ಅಥವಾ ನಿರುಪದ್ರವಿ ಆನುವಂಶಿಕ ಲಕ್ಷಣದಿಂದ ಸ್ವಲ್ಪ ಹೆಚ್ಚಿನ ಮಟ್ಟ ಸಾಮಾನ್ಯ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಕಿಣ್ವಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // DBIL Direct bilirubin high
  "Direct bilirubin is the part the liver has already processed. A high value can mean bile is not flowing freely; your doctor reads it with your other liver values.":
    "ನೇರ ಬಿಲಿರುಬಿನ್ ಯಕೃತ್ತು ಈಗಾಗಲೇ ಸಂಸ್ಕರಿಸಿದ ಭಾಗ. ಹೆಚ್ಚಿನ ಮಟ್ಟ ಪಿತ್ತರಸ ಸರಾಗವಾಗಿ ಹರಿಯುತ್ತಿಲ್ಲ ಎಂದರ್ಥವಾಗಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಯಕೃತ್ತಿನ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // IBIL Indirect bilirubin high
  "Indirect bilirubin is the part not yet processed by the liver. A mildly high value is common after fasting or with a harmless inherited trait; your doctor will advise.":
    "ಪರೋಕ್ಷ ಬಿಲಿರುಬಿನ್ ಯಕೃತ್ತು ಇನ್ನೂ ಸಂಸ್ಕರಿಸದ ಭಾಗ. ಉಪವಾಸದ ನಂತರ ಅಥವಾ ನಿರುಪದ್ರವಿ ಆನುವಂಶಿಕ ಲಕ್ಷಣದಿಂದ ಸ್ವಲ್ಪ ಹೆಚ್ಚಿನ ಮಟ್ಟ ಸಾಮಾನ್ಯ; ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // SGOT SGOT (AST) high
  "SGOT (AST) is an enzyme from the liver and muscles. It can rise with fatty liver, alcohol, some medicines, a viral illness or hard exercise; your doctor reads it with SGPT.":
    "SGOT (AST) ಯಕೃತ್ತು ಮತ್ತು ಸ್ನಾಯುಗಳಿಂದ ಬರುವ ಕಿಣ್ವ. ಕೊಬ್ಬಿನ ಯಕೃತ್ತು, ಮದ್ಯ, ಕೆಲವು ಔಷಧಿಗಳು, ವೈರಲ್ ಅನಾರೋಗ್ಯ ಅಥವಾ ಕಠಿಣ ವ್ಯಾಯಾಮದಿಂದ ಇದು ಹೆಚ್ಚಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು SGPT ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // SGPT SGPT (ALT) high
  "SGPT (ALT) is an enzyme found mainly in the liver. A raised value is common with fatty liver, alcohol, some medicines or a recent viral illness; your doctor will advise.":
    "SGPT (ALT) ಮುಖ್ಯವಾಗಿ ಯಕೃತ್ತಿನಲ್ಲಿರುವ ಕಿಣ್ವ. ಕೊಬ್ಬಿನ ಯಕೃತ್ತು, ಮದ್ಯ, ಕೆಲವು ಔಷಧಿಗಳು ಅಥವಾ ಇತ್ತೀಚಿನ ವೈರಲ್ ಅನಾರೋಗ್ಯದೊಂದಿಗೆ ಹೆಚ್ಚಿದ ಮಟ್ಟ ಸಾಮಾನ್ಯ; ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // SGOTSGPT SGOT/SGPT ratio low
  "This ratio compares the two liver enzymes and means little on its own. Your doctor reads it with your SGOT and SGPT values.":
    "ಈ ಅನುಪಾತ ಎರಡು ಯಕೃತ್ತಿನ ಕಿಣ್ವಗಳನ್ನು ಹೋಲಿಸುತ್ತದೆ ಮತ್ತು ಒಂಟಿಯಾಗಿ ಇದಕ್ಕೆ ಹೆಚ್ಚು ಅರ್ಥವಿಲ್ಲ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ SGOT ಮತ್ತು SGPT ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // ALP Alkaline phosphatase low
  "A low alkaline phosphatase is uncommon and often of no concern; it can go with low zinc or magnesium or some medicines.":
    "ಕಡಿಮೆ ಆಲ್ಕಲೈನ್ ಫಾಸ್ಫಟೇಸ್ ಅಪರೂಪ ಮತ್ತು ಹೆಚ್ಚಾಗಿ ಚಿಂತೆಯ ವಿಷಯವಲ್ಲ; ಸತು ಅಥವಾ ಮೆಗ್ನೀಸಿಯಮ್ ಕೊರತೆ ಅಥವಾ ಕೆಲವು ಔಷಧಿಗಳೊಂದಿಗೆ ಬರಬಹುದು.",
  // ALP Alkaline phosphatase high
  "Alkaline phosphatase comes from the liver and bones. It is normally higher in children and in pregnancy, and rises with low vitamin D or slow bile flow.":
    "ಆಲ್ಕಲೈನ್ ಫಾಸ್ಫಟೇಸ್ ಯಕೃತ್ತು ಮತ್ತು ಮೂಳೆಗಳಿಂದ ಬರುತ್ತದೆ. ಮಕ್ಕಳಲ್ಲಿ ಮತ್ತು ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಇದು ಸಹಜವಾಗಿ ಹೆಚ್ಚು, ಮತ್ತು ವಿಟಮಿನ್ D ಕೊರತೆ ಅಥವಾ ಪಿತ್ತರಸದ ನಿಧಾನ ಹರಿವಿನಿಂದ ಹೆಚ್ಚುತ್ತದೆ.",
  // GGT GGT high
  "GGT is a liver enzyme that often rises with alcohol, fatty liver and some medicines. Your doctor reads it with your alkaline phosphatase and other liver values.":
    "GGT ಯಕೃತ್ತಿನ ಕಿಣ್ವ, ಮದ್ಯ, ಕೊಬ್ಬಿನ ಯಕೃತ್ತು ಮತ್ತು ಕೆಲವು ಔಷಧಿಗಳಿಂದ ಹೆಚ್ಚಾಗಿ ಹೆಚ್ಚುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಆಲ್ಕಲೈನ್ ಫಾಸ್ಫಟೇಸ್ ಮತ್ತು ಇತರ ಯಕೃತ್ತಿನ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // TP Total protein low
  "Total protein measures the proteins in your blood. A low value can come from poor nutrition or a liver or kidney problem; your doctor reads it with your albumin.":
    "ಒಟ್ಟು ಪ್ರೋಟೀನ್ ನಿಮ್ಮ ರಕ್ತದಲ್ಲಿನ ಪ್ರೋಟೀನ್‌ಗಳನ್ನು ಅಳೆಯುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ ಕಳಪೆ ಪೋಷಣೆ ಅಥವಾ ಯಕೃತ್ತು ಅಥವಾ ಮೂತ್ರಪಿಂಡದ ಸಮಸ್ಯೆಯಿಂದ ಬರಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಆಲ್ಬುಮಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // TP Total protein high
  "A high total protein often comes from dehydration or a long-standing infection or inflammation. Your doctor reads it with your albumin and globulin.":
    "ಹೆಚ್ಚಿನ ಒಟ್ಟು ಪ್ರೋಟೀನ್ ಹೆಚ್ಚಾಗಿ ನಿರ್ಜಲೀಕರಣ ಅಥವಾ ದೀರ್ಘಕಾಲದ ಸೋಂಕು ಅಥವಾ ಉರಿಯೂತದಿಂದ ಬರುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಆಲ್ಬುಮಿನ್ ಮತ್ತು ಗ್ಲೋಬ್ಯುಲಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // ALB Albumin low
  "Albumin is the main protein made by the liver. A low value can come from poor nutrition, a recent illness, or a liver or kidney problem; your doctor will look for the cause.":
    "ಆಲ್ಬುಮಿನ್ ಯಕೃತ್ತು ತಯಾರಿಸುವ ಮುಖ್ಯ ಪ್ರೋಟೀನ್. ಕಡಿಮೆ ಮಟ್ಟ ಕಳಪೆ ಪೋಷಣೆ, ಇತ್ತೀಚಿನ ಅನಾರೋಗ್ಯ, ಅಥವಾ ಯಕೃತ್ತು ಅಥವಾ ಮೂತ್ರಪಿಂಡದ ಸಮಸ್ಯೆಯಿಂದ ಬರಬಹುದು; ವೈದ್ಯರು ಕಾರಣ ಹುಡುಕುತ್ತಾರೆ.",
  // ALB Albumin high
  "A high albumin usually means you were a little short of water when the sample was taken, and is rarely a concern.":
    "ಹೆಚ್ಚಿನ ಆಲ್ಬುಮಿನ್ ಸಾಮಾನ್ಯವಾಗಿ ಮಾದರಿ ತೆಗೆದಾಗ ದೇಹದಲ್ಲಿ ಸ್ವಲ್ಪ ನೀರಿನ ಕೊರತೆ ಇತ್ತು ಎಂದರ್ಥ, ಮತ್ತು ಅಪರೂಪವಾಗಿ ಚಿಂತೆಯ ವಿಷಯ.",
  // GLOB Globulin low
  "Globulins include the antibodies that fight infection. A low value is uncommon; your doctor reads it with your total protein and albumin.":
    "ಗ್ಲೋಬ್ಯುಲಿನ್‌ಗಳಲ್ಲಿ ಸೋಂಕಿನ ವಿರುದ್ಧ ಹೋರಾಡುವ ಪ್ರತಿಕಾಯಗಳು ಸೇರಿವೆ. ಕಡಿಮೆ ಮಟ್ಟ ಅಪರೂಪ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಒಟ್ಟು ಪ್ರೋಟೀನ್ ಮತ್ತು ಆಲ್ಬುಮಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // GLOB Globulin high
  "Globulins include antibodies, so they rise with long-standing infection or inflammation. Your doctor reads it with your albumin and may suggest more tests.":
    "ಗ್ಲೋಬ್ಯುಲಿನ್‌ಗಳಲ್ಲಿ ಪ್ರತಿಕಾಯಗಳು ಸೇರಿವೆ, ಆದ್ದರಿಂದ ದೀರ್ಘಕಾಲದ ಸೋಂಕು ಅಥವಾ ಉರಿಯೂತದೊಂದಿಗೆ ಇವು ಹೆಚ್ಚುತ್ತವೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಆಲ್ಬುಮಿನ್ ಜೊತೆ ಓದಿ ಹೆಚ್ಚಿನ ಪರೀಕ್ಷೆಗಳನ್ನು ಸೂಚಿಸಬಹುದು.",
  // AGR A/G ratio low
  "The A/G ratio compares albumin with globulin. A low ratio means globulin is higher or albumin lower; your doctor reads it with those two values.":
    "A/G ಅನುಪಾತ ಆಲ್ಬುಮಿನ್ ಅನ್ನು ಗ್ಲೋಬ್ಯುಲಿನ್‌ನೊಂದಿಗೆ ಹೋಲಿಸುತ್ತದೆ. ಕಡಿಮೆ ಅನುಪಾತ ಎಂದರೆ ಗ್ಲೋಬ್ಯುಲಿನ್ ಹೆಚ್ಚು ಅಥವಾ ಆಲ್ಬುಮಿನ್ ಕಡಿಮೆ; ವೈದ್ಯರು ಇದನ್ನು ಆ ಎರಡು ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // AGR A/G ratio high
  "A high A/G ratio is usually of little concern on its own. Your doctor reads it with your albumin and globulin.":
    "ಹೆಚ್ಚಿನ A/G ಅನುಪಾತ ಒಂಟಿಯಾಗಿ ಸಾಮಾನ್ಯವಾಗಿ ಹೆಚ್ಚು ಚಿಂತೆಯ ವಿಷಯವಲ್ಲ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಆಲ್ಬುಮಿನ್ ಮತ್ತು ಗ್ಲೋಬ್ಯುಲಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // UREA Blood urea low
  "Urea is a waste product from protein that the kidneys remove. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.":
    "ಯೂರಿಯಾ ಪ್ರೋಟೀನ್‌ನಿಂದ ಬರುವ, ಮೂತ್ರಪಿಂಡಗಳು ಹೊರಹಾಕುವ ತ್ಯಾಜ್ಯ. ಕಡಿಮೆ ಮಟ್ಟ ಹೆಚ್ಚಾಗಿ ಕಡಿಮೆ ಪ್ರೋಟೀನ್ ಆಹಾರ ಅಥವಾ ಹೆಚ್ಚು ನೀರು ಕುಡಿಯುವುದರೊಂದಿಗೆ ಬರುತ್ತದೆ, ಅಪರೂಪವಾಗಿ ಚಿಂತೆಯ ವಿಷಯ.",
  // UREA Blood urea high
  "A high urea often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.":
    "ಹೆಚ್ಚಿನ ಯೂರಿಯಾ ಹೆಚ್ಚಾಗಿ ಸಾಕಷ್ಟು ನೀರು ಕುಡಿಯದಿರುವುದು ಅಥವಾ ಹೆಚ್ಚಿನ ಪ್ರೋಟೀನ್ ಆಹಾರದಿಂದ ಬರುತ್ತದೆ, ಮತ್ತು ಮೂತ್ರಪಿಂಡಗಳು ಕಡಿಮೆ ಶೋಧಿಸುತ್ತಿವೆ ಎಂದರ್ಥವಾಗಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಕ್ರಿಯೇಟಿನಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // BUN Blood urea nitrogen (BUN) low
  "BUN is the nitrogen part of urea, a waste product from protein. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.":
    "BUN ಪ್ರೋಟೀನ್‌ನಿಂದ ಬರುವ ತ್ಯಾಜ್ಯವಾದ ಯೂರಿಯಾದ ಸಾರಜನಕ ಭಾಗ. ಕಡಿಮೆ ಮಟ್ಟ ಹೆಚ್ಚಾಗಿ ಕಡಿಮೆ ಪ್ರೋಟೀನ್ ಆಹಾರ ಅಥವಾ ಹೆಚ್ಚು ನೀರು ಕುಡಿಯುವುದರೊಂದಿಗೆ ಬರುತ್ತದೆ, ಅಪರೂಪವಾಗಿ ಚಿಂತೆಯ ವಿಷಯ.",
  // BUN Blood urea nitrogen (BUN) high
  "A high BUN often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.":
    "ಹೆಚ್ಚಿನ BUN ಹೆಚ್ಚಾಗಿ ಸಾಕಷ್ಟು ನೀರು ಕುಡಿಯದಿರುವುದು ಅಥವಾ ಹೆಚ್ಚಿನ ಪ್ರೋಟೀನ್ ಆಹಾರದಿಂದ ಬರುತ್ತದೆ, ಮತ್ತು ಮೂತ್ರಪಿಂಡಗಳು ಕಡಿಮೆ ಶೋಧಿಸುತ್ತಿವೆ ಎಂದರ್ಥವಾಗಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಕ್ರಿಯೇಟಿನಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // CREAT Serum creatinine low
  "Creatinine comes from normal muscle activity. A low value is common in people with less muscle, in older age and in pregnancy, and is rarely a concern.":
    "ಕ್ರಿಯೇಟಿನಿನ್ ಸಾಮಾನ್ಯ ಸ್ನಾಯು ಚಟುವಟಿಕೆಯಿಂದ ಬರುತ್ತದೆ. ಕಡಿಮೆ ಸ್ನಾಯು ಇರುವವರಲ್ಲಿ, ವೃದ್ಧಾಪ್ಯದಲ್ಲಿ ಮತ್ತು ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಕಡಿಮೆ ಮಟ್ಟ ಸಾಮಾನ್ಯ, ಅಪರೂಪವಾಗಿ ಚಿಂತೆಯ ವಿಷಯ.",
  // CREAT Serum creatinine high
  "A high creatinine can mean the kidneys are filtering less; dehydration, a large meat meal and some supplements can also raise it. Your doctor may repeat it.":
    "ಹೆಚ್ಚಿನ ಕ್ರಿಯೇಟಿನಿನ್ ಮೂತ್ರಪಿಂಡಗಳು ಕಡಿಮೆ ಶೋಧಿಸುತ್ತಿವೆ ಎಂದರ್ಥವಾಗಬಹುದು; ನಿರ್ಜಲೀಕರಣ, ಹೆಚ್ಚು ಮಾಂಸದ ಊಟ ಮತ್ತು ಕೆಲವು ಸಪ್ಲಿಮೆಂಟ್‌ಗಳೂ ಇದನ್ನು ಹೆಚ್ಚಿಸಬಹುದು. ವೈದ್ಯರು ಮರುಪರೀಕ್ಷೆ ಮಾಡಿಸಬಹುದು.",
  // BUNCREAT BUN/creatinine ratio low
  "This ratio compares urea with creatinine and means little on its own. Your doctor reads it with your urea and creatinine.":
    "ಈ ಅನುಪಾತ ಯೂರಿಯಾವನ್ನು ಕ್ರಿಯೇಟಿನಿನ್‌ನೊಂದಿಗೆ ಹೋಲಿಸುತ್ತದೆ ಮತ್ತು ಒಂಟಿಯಾಗಿ ಇದಕ್ಕೆ ಹೆಚ್ಚು ಅರ್ಥವಿಲ್ಲ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಯೂರಿಯಾ ಮತ್ತು ಕ್ರಿಯೇಟಿನಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // BUNCREAT BUN/creatinine ratio high
  "A high ratio often comes from not drinking enough water or a high-protein diet. Your doctor reads it with your urea and creatinine.":
    "ಹೆಚ್ಚಿನ ಅನುಪಾತ ಹೆಚ್ಚಾಗಿ ಸಾಕಷ್ಟು ನೀರು ಕುಡಿಯದಿರುವುದು ಅಥವಾ ಹೆಚ್ಚಿನ ಪ್ರೋಟೀನ್ ಆಹಾರದಿಂದ ಬರುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಯೂರಿಯಾ ಮತ್ತು ಕ್ರಿಯೇಟಿನಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // EGFR eGFR low
  "eGFR estimates how well your kidneys filter, from your creatinine, age and sex. A lower value can be temporary, for example with dehydration; your doctor will usually repeat it.":
    "eGFR ನಿಮ್ಮ ಕ್ರಿಯೇಟಿನಿನ್, ವಯಸ್ಸು ಮತ್ತು ಲಿಂಗದಿಂದ ನಿಮ್ಮ ಮೂತ್ರಪಿಂಡಗಳು ಎಷ್ಟು ಚೆನ್ನಾಗಿ ಶೋಧಿಸುತ್ತವೆ ಎಂದು ಅಂದಾಜಿಸುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ ತಾತ್ಕಾಲಿಕವಾಗಿರಬಹುದು, ಉದಾಹರಣೆಗೆ ನಿರ್ಜಲೀಕರಣದಿಂದ; ವೈದ್ಯರು ಸಾಮಾನ್ಯವಾಗಿ ಮರುಪರೀಕ್ಷೆ ಮಾಡಿಸುತ್ತಾರೆ.",
  // URIC Uric acid low
  "A low uric acid is usually of no concern and can follow some medicines or a diet low in meat and seafood.":
    "ಕಡಿಮೆ ಯೂರಿಕ್ ಆಮ್ಲ ಸಾಮಾನ್ಯವಾಗಿ ಚಿಂತೆಯ ವಿಷಯವಲ್ಲ; ಕೆಲವು ಔಷಧಿಗಳು ಅಥವಾ ಮಾಂಸ ಮತ್ತು ಸಮುದ್ರಾಹಾರ ಕಡಿಮೆ ಇರುವ ಆಹಾರದ ನಂತರ ಬರಬಹುದು.",
  // URIC Uric acid high
  "Uric acid comes from foods such as red meat, seafood and alcohol. A high value can lead to gout or kidney stones over time; your doctor may advise on food and fluids.":
    "ಯೂರಿಕ್ ಆಮ್ಲ ಕೆಂಪು ಮಾಂಸ, ಸಮುದ್ರಾಹಾರ ಮತ್ತು ಮದ್ಯದಂತಹ ಆಹಾರಗಳಿಂದ ಬರುತ್ತದೆ. ಹೆಚ್ಚಿನ ಮಟ್ಟ ಕಾಲಕ್ರಮೇಣ ಗೌಟ್ ಅಥವಾ ಮೂತ್ರಪಿಂಡದ ಕಲ್ಲುಗಳಿಗೆ ಕಾರಣವಾಗಬಹುದು; ಆಹಾರ ಮತ್ತು ದ್ರವಗಳ ಬಗ್ಗೆ ವೈದ್ಯರು ಸಲಹೆ ನೀಡಬಹುದು.",
  // CA Calcium low
  "Calcium keeps bones, muscles and nerves working. A low value often goes with low vitamin D or a low albumin; your doctor reads it with those.":
    "ಕ್ಯಾಲ್ಸಿಯಂ ಮೂಳೆಗಳು, ಸ್ನಾಯುಗಳು ಮತ್ತು ನರಗಳು ಕೆಲಸ ಮಾಡಲು ಸಹಾಯ ಮಾಡುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ ಹೆಚ್ಚಾಗಿ ವಿಟಮಿನ್ D ಅಥವಾ ಆಲ್ಬುಮಿನ್ ಕೊರತೆಯೊಂದಿಗೆ ಬರುತ್ತದೆ; ವೈದ್ಯರು ಇದನ್ನು ಅವುಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // CA Calcium high
  "A high calcium can come from calcium or vitamin D supplements, or from the parathyroid glands. Your doctor may repeat it and check related tests.":
    "ಹೆಚ್ಚಿನ ಕ್ಯಾಲ್ಸಿಯಂ ಕ್ಯಾಲ್ಸಿಯಂ ಅಥವಾ ವಿಟಮಿನ್ D ಸಪ್ಲಿಮೆಂಟ್‌ಗಳಿಂದ, ಅಥವಾ ಪ್ಯಾರಾಥೈರಾಯ್ಡ್ ಗ್ರಂಥಿಗಳಿಂದ ಬರಬಹುದು. ವೈದ್ಯರು ಮರುಪರೀಕ್ಷೆ ಮಾಡಿಸಿ ಸಂಬಂಧಿತ ಪರೀಕ್ಷೆಗಳನ್ನು ನೋಡಬಹುದು.",
  // NA Sodium low
  "Sodium keeps the body's water in balance. A low value can follow vomiting, diarrhoea, drinking a lot of water or some blood pressure medicines; your doctor will advise.":
    "ಸೋಡಿಯಂ ದೇಹದ ನೀರಿನ ಸಮತೋಲನ ಕಾಪಾಡುತ್ತದೆ. ವಾಂತಿ, ಅತಿಸಾರ, ಹೆಚ್ಚು ನೀರು ಕುಡಿಯುವುದು ಅಥವಾ ಕೆಲವು ರಕ್ತದೊತ್ತಡದ ಔಷಧಿಗಳ ನಂತರ ಇದು ಕಡಿಮೆಯಾಗಬಹುದು; ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // NA Sodium high
  "A high sodium usually means the body is short of water, for example after fever, sweating or not drinking enough. Your doctor will advise.":
    "ಹೆಚ್ಚಿನ ಸೋಡಿಯಂ ಸಾಮಾನ್ಯವಾಗಿ ದೇಹದಲ್ಲಿ ನೀರಿನ ಕೊರತೆ ಎಂದರ್ಥ, ಉದಾಹರಣೆಗೆ ಜ್ವರ, ಬೆವರು ಅಥವಾ ಸಾಕಷ್ಟು ನೀರು ಕುಡಿಯದ ನಂತರ. ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // K Potassium low
  "Potassium keeps muscles and the heart rhythm steady. A low value can follow vomiting, diarrhoea or water tablets (diuretics); your doctor will advise.":
    "ಪೊಟ್ಯಾಸಿಯಂ ಸ್ನಾಯುಗಳು ಮತ್ತು ಹೃದಯದ ಲಯವನ್ನು ಸ್ಥಿರವಾಗಿಡುತ್ತದೆ. ವಾಂತಿ, ಅತಿಸಾರ ಅಥವಾ ನೀರಿನ ಮಾತ್ರೆಗಳ (ಡೈಯುರೆಟಿಕ್) ನಂತರ ಇದು ಕಡಿಮೆಯಾಗಬಹುದು; ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // K Potassium high
  "A high potassium can come from the sample itself, such as a delay before testing, so it is often rechecked. Some medicines and the kidneys also affect it.":
    "ಹೆಚ್ಚಿನ ಪೊಟ್ಯಾಸಿಯಂ ಮಾದರಿಯಿಂದಲೇ ಬರಬಹುದು, ಉದಾಹರಣೆಗೆ ಪರೀಕ್ಷೆಗೆ ಮೊದಲು ತಡವಾದರೆ, ಆದ್ದರಿಂದ ಹೆಚ್ಚಾಗಿ ಮರುಪರೀಕ್ಷಿಸಲಾಗುತ್ತದೆ. ಕೆಲವು ಔಷಧಿಗಳು ಮತ್ತು ಮೂತ್ರಪಿಂಡಗಳೂ ಇದರ ಮೇಲೆ ಪರಿಣಾಮ ಬೀರುತ್ತವೆ.",
  // CL Chloride low
  "Chloride is a salt that works with sodium. A low value often follows vomiting or water tablets (diuretics); your doctor reads it with your sodium.":
    "ಕ್ಲೋರೈಡ್ ಸೋಡಿಯಂ ಜೊತೆ ಕೆಲಸ ಮಾಡುವ ಲವಣ. ಕಡಿಮೆ ಮಟ್ಟ ಹೆಚ್ಚಾಗಿ ವಾಂತಿ ಅಥವಾ ನೀರಿನ ಮಾತ್ರೆಗಳ (ಡೈಯುರೆಟಿಕ್) ನಂತರ ಬರುತ್ತದೆ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಸೋಡಿಯಂ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // CL Chloride high
  "A high chloride usually goes with a shortage of water or with diarrhoea. Your doctor reads it with your sodium and other salts.":
    "ಹೆಚ್ಚಿನ ಕ್ಲೋರೈಡ್ ಸಾಮಾನ್ಯವಾಗಿ ನೀರಿನ ಕೊರತೆ ಅಥವಾ ಅತಿಸಾರದೊಂದಿಗೆ ಬರುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಸೋಡಿಯಂ ಮತ್ತು ಇತರ ಲವಣಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // VITD 25-OH vitamin D low
  "Vitamin D keeps bones and muscles strong. Low levels are very common in India, even with plenty of sunshine; your doctor may suggest more sunlight, food changes or a supplement.":
    "ವಿಟಮಿನ್ D ಮೂಳೆಗಳು ಮತ್ತು ಸ್ನಾಯುಗಳನ್ನು ಬಲವಾಗಿಡುತ್ತದೆ. ಸಾಕಷ್ಟು ಬಿಸಿಲಿದ್ದರೂ ಭಾರತದಲ್ಲಿ ಇದರ ಕೊರತೆ ತುಂಬಾ ಸಾಮಾನ್ಯ; ವೈದ್ಯರು ಹೆಚ್ಚು ಬಿಸಿಲು, ಆಹಾರ ಬದಲಾವಣೆ ಅಥವಾ ಸಪ್ಲಿಮೆಂಟ್ ಸೂಚಿಸಬಹುದು.",
  // VITD 25-OH vitamin D high
  "A high vitamin D almost always comes from supplements. Tell your doctor which ones you take; they will advise whether to continue them.":
    "ಹೆಚ್ಚಿನ ವಿಟಮಿನ್ D ಬಹುತೇಕ ಯಾವಾಗಲೂ ಸಪ್ಲಿಮೆಂಟ್‌ಗಳಿಂದ ಬರುತ್ತದೆ. ನೀವು ತೆಗೆದುಕೊಳ್ಳುವವುಗಳನ್ನು ವೈದ್ಯರಿಗೆ ತಿಳಿಸಿ; ಅವುಗಳನ್ನು ಮುಂದುವರಿಸಬೇಕೇ ಎಂದು ಅವರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // B12 Vitamin B12 low
  "Vitamin B12 keeps nerves healthy and helps make red cells. Low levels are common in vegetarians and with metformin or acid-reducing medicines; your doctor may suggest a supplement.":
    "ವಿಟಮಿನ್ B12 ನರಗಳನ್ನು ಆರೋಗ್ಯವಾಗಿಟ್ಟು ಕೆಂಪು ರಕ್ತಕಣಗಳನ್ನು ತಯಾರಿಸಲು ಸಹಾಯ ಮಾಡುತ್ತದೆ. ಸಸ್ಯಾಹಾರಿಗಳಲ್ಲಿ ಮತ್ತು ಮೆಟ್‌ಫಾರ್ಮಿನ್ ಅಥವಾ ಆಮ್ಲ ಕಡಿಮೆ ಮಾಡುವ ಔಷಧಿಗಳೊಂದಿಗೆ ಇದರ ಕೊರತೆ ಸಾಮಾನ್ಯ; ವೈದ್ಯರು ಸಪ್ಲಿಮೆಂಟ್ ಸೂಚಿಸಬಹುದು.",
  // B12 Vitamin B12 high
  "A high B12 most often follows supplements or injections. If you take none, your doctor will read it with your other results.":
    "ಹೆಚ್ಚಿನ B12 ಹೆಚ್ಚಾಗಿ ಸಪ್ಲಿಮೆಂಟ್‌ಗಳು ಅಥವಾ ಇಂಜೆಕ್ಷನ್‌ಗಳ ನಂತರ ಬರುತ್ತದೆ. ನೀವು ಯಾವುದನ್ನೂ ತೆಗೆದುಕೊಳ್ಳದಿದ್ದರೆ, ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಫಲಿತಾಂಶಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // IRON Serum iron low
  "Serum iron is the iron in your blood. A low value is common, often from diet or periods, and is the usual cause of anaemia; your doctor reads it with your ferritin.":
    "ಸೀರಮ್ ಕಬ್ಬಿಣ ನಿಮ್ಮ ರಕ್ತದಲ್ಲಿರುವ ಕಬ್ಬಿಣ. ಕಡಿಮೆ ಮಟ್ಟ ಸಾಮಾನ್ಯ, ಹೆಚ್ಚಾಗಿ ಆಹಾರ ಅಥವಾ ಮುಟ್ಟಿನಿಂದ ಬರುತ್ತದೆ, ಮತ್ತು ರಕ್ತಹೀನತೆಯ ಸಾಮಾನ್ಯ ಕಾರಣ; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಫೆರಿಟಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // IRON Serum iron high
  "A high serum iron can follow iron tablets or an iron-rich meal. Your doctor reads it with your transferrin saturation and ferritin.":
    "ಹೆಚ್ಚಿನ ಸೀರಮ್ ಕಬ್ಬಿಣ ಕಬ್ಬಿಣದ ಮಾತ್ರೆಗಳು ಅಥವಾ ಕಬ್ಬಿಣಯುಕ್ತ ಊಟದ ನಂತರ ಬರಬಹುದು. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಟ್ರಾನ್ಸ್‌ಫೆರಿನ್ ಸ್ಯಾಚುರೇಶನ್ ಮತ್ತು ಫೆರಿಟಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // TIBC TIBC low
  "TIBC shows how much iron your blood can carry. A low value can go with inflammation or low protein; your doctor reads it with your iron and ferritin.":
    "TIBC ನಿಮ್ಮ ರಕ್ತ ಎಷ್ಟು ಕಬ್ಬಿಣ ಸಾಗಿಸಬಲ್ಲದು ಎಂದು ತೋರಿಸುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ ಉರಿಯೂತ ಅಥವಾ ಪ್ರೋಟೀನ್ ಕೊರತೆಯೊಂದಿಗೆ ಬರಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಕಬ್ಬಿಣ ಮತ್ತು ಫೆರಿಟಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // TIBC TIBC high
  "A high TIBC often means the body is short of iron and is making room to carry more. Your doctor reads it with your iron and ferritin.":
    "ಹೆಚ್ಚಿನ TIBC ಹೆಚ್ಚಾಗಿ ದೇಹದಲ್ಲಿ ಕಬ್ಬಿಣದ ಕೊರತೆ ಇದೆ ಮತ್ತು ಹೆಚ್ಚು ಸಾಗಿಸಲು ದೇಹ ಜಾಗ ಮಾಡುತ್ತಿದೆ ಎಂದರ್ಥ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಕಬ್ಬಿಣ ಮತ್ತು ಫೆರಿಟಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // UIBC UIBC low
  "UIBC is the spare iron-carrying capacity in your blood. A low value can go with plenty of iron or with inflammation; your doctor reads it with your other iron values.":
    "UIBC ನಿಮ್ಮ ರಕ್ತದಲ್ಲಿ ಕಬ್ಬಿಣ ಸಾಗಿಸುವ ಉಳಿದ ಸಾಮರ್ಥ್ಯ. ಕಡಿಮೆ ಮಟ್ಟ ಸಾಕಷ್ಟು ಕಬ್ಬಿಣ ಅಥವಾ ಉರಿಯೂತದೊಂದಿಗೆ ಬರಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಕಬ್ಬಿಣದ ಮೌಲ್ಯಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // UIBC UIBC high
  "A high UIBC usually means there is room for more iron, as when iron is low. Your doctor reads it with your iron and ferritin.":
    "ಹೆಚ್ಚಿನ UIBC ಸಾಮಾನ್ಯವಾಗಿ ಕಬ್ಬಿಣ ಕಡಿಮೆಯಿದ್ದಾಗಿನಂತೆ ಹೆಚ್ಚು ಕಬ್ಬಿಣಕ್ಕೆ ಜಾಗವಿದೆ ಎಂದರ್ಥ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಕಬ್ಬಿಣ ಮತ್ತು ಫೆರಿಟಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // TSAT Transferrin saturation low
  "Transferrin saturation shows how full your iron carriers are. A low value usually means low iron, which is common and treatable; your doctor will advise.":
    "ಟ್ರಾನ್ಸ್‌ಫೆರಿನ್ ಸ್ಯಾಚುರೇಶನ್ ನಿಮ್ಮ ಕಬ್ಬಿಣ ಸಾಗಣೆದಾರರು ಎಷ್ಟು ತುಂಬಿದ್ದಾರೆ ಎಂದು ತೋರಿಸುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ ಸಾಮಾನ್ಯವಾಗಿ ಕಬ್ಬಿಣದ ಕೊರತೆ ಎಂದರ್ಥ, ಇದು ಸಾಮಾನ್ಯ ಮತ್ತು ಚಿಕಿತ್ಸೆ ಸಾಧ್ಯ; ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // TSAT Transferrin saturation high
  "A high saturation can follow iron tablets, and some people store extra iron. Your doctor may repeat it on a fasting sample and check your ferritin.":
    "ಹೆಚ್ಚಿನ ಸ್ಯಾಚುರೇಶನ್ ಕಬ್ಬಿಣದ ಮಾತ್ರೆಗಳ ನಂತರ ಬರಬಹುದು, ಮತ್ತು ಕೆಲವರು ಹೆಚ್ಚುವರಿ ಕಬ್ಬಿಣ ಸಂಗ್ರಹಿಸುತ್ತಾರೆ. ವೈದ್ಯರು ಉಪವಾಸದ ಮಾದರಿಯಲ್ಲಿ ಮರುಪರೀಕ್ಷಿಸಿ ನಿಮ್ಮ ಫೆರಿಟಿನ್ ನೋಡಬಹುದು.",
  // FERR Ferritin low
  "Ferritin shows your body's iron stores. A low value is the earliest sign of low iron, common with diet and periods; your doctor will advise on iron.":
    "ಫೆರಿಟಿನ್ ನಿಮ್ಮ ದೇಹದ ಕಬ್ಬಿಣದ ಸಂಗ್ರಹವನ್ನು ತೋರಿಸುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ ಕಬ್ಬಿಣದ ಕೊರತೆಯ ಮೊದಲ ಸೂಚನೆ, ಆಹಾರ ಮತ್ತು ಮುಟ್ಟಿನೊಂದಿಗೆ ಸಾಮಾನ್ಯ; ಕಬ್ಬಿಣದ ಬಗ್ಗೆ ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // FERR Ferritin high
  "Ferritin rises with inflammation, infection, fatty liver and alcohol, not only with extra iron. Your doctor reads it with your other results.":
    "ಹೆಚ್ಚುವರಿ ಕಬ್ಬಿಣದಿಂದ ಮಾತ್ರವಲ್ಲ, ಉರಿಯೂತ, ಸೋಂಕು, ಕೊಬ್ಬಿನ ಯಕೃತ್ತು ಮತ್ತು ಮದ್ಯದಿಂದಲೂ ಫೆರಿಟಿನ್ ಹೆಚ್ಚುತ್ತದೆ. ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಇತರ ಫಲಿತಾಂಶಗಳೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
  // FOL Folate low
  "Folate helps make red cells and matters before and in early pregnancy. A low value often comes from diet or alcohol; your doctor may suggest folate-rich foods or a supplement.":
    "ಫೋಲೇಟ್ ಕೆಂಪು ರಕ್ತಕಣಗಳನ್ನು ತಯಾರಿಸಲು ಸಹಾಯ ಮಾಡುತ್ತದೆ ಮತ್ತು ಗರ್ಭಧಾರಣೆಗೆ ಮೊದಲು ಮತ್ತು ಆರಂಭಿಕ ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಮುಖ್ಯ. ಕಡಿಮೆ ಮಟ್ಟ ಹೆಚ್ಚಾಗಿ ಆಹಾರ ಅಥವಾ ಮದ್ಯದಿಂದ ಬರುತ್ತದೆ; ವೈದ್ಯರು ಫೋಲೇಟ್ ಸಮೃದ್ಧ ಆಹಾರ ಅಥವಾ ಸಪ್ಲಿಮೆಂಟ್ ಸೂಚಿಸಬಹುದು.",
  // FOL Folate high
  "A high folate usually comes from supplements or fortified foods and is rarely a concern.":
    "ಹೆಚ್ಚಿನ ಫೋಲೇಟ್ ಸಾಮಾನ್ಯವಾಗಿ ಸಪ್ಲಿಮೆಂಟ್‌ಗಳು ಅಥವಾ ಪೋಷಕಾಂಶ ಸೇರಿಸಿದ ಆಹಾರಗಳಿಂದ ಬರುತ್ತದೆ ಮತ್ತು ಅಪರೂಪವಾಗಿ ಚಿಂತೆಯ ವಿಷಯ.",
  // PHOS Phosphorus low
  "Phosphorus works with calcium to build bones. A low value can go with low vitamin D, poor nutrition or some antacids; your doctor reads it with your calcium.":
    "ರಂಜಕ ಕ್ಯಾಲ್ಸಿಯಂ ಜೊತೆ ಸೇರಿ ಮೂಳೆಗಳನ್ನು ನಿರ್ಮಿಸುತ್ತದೆ. ಕಡಿಮೆ ಮಟ್ಟ ವಿಟಮಿನ್ D ಕೊರತೆ, ಕಳಪೆ ಪೋಷಣೆ ಅಥವಾ ಕೆಲವು ಆಂಟಾಸಿಡ್‌ಗಳೊಂದಿಗೆ ಬರಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲ್ಸಿಯಂ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // PHOS Phosphorus high
  "Phosphorus is normally higher in children. In adults a high value can mean the kidneys are filtering less; your doctor reads it with your calcium and creatinine.":
    "ಮಕ್ಕಳಲ್ಲಿ ರಂಜಕ ಸಹಜವಾಗಿ ಹೆಚ್ಚು. ವಯಸ್ಕರಲ್ಲಿ ಹೆಚ್ಚಿನ ಮಟ್ಟ ಮೂತ್ರಪಿಂಡಗಳು ಕಡಿಮೆ ಶೋಧಿಸುತ್ತಿವೆ ಎಂದರ್ಥವಾಗಬಹುದು; ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲ್ಸಿಯಂ ಮತ್ತು ಕ್ರಿಯೇಟಿನಿನ್ ಜೊತೆ ಓದುತ್ತಾರೆ.",
  // MG Magnesium low
  "Magnesium helps muscles, nerves and heart rhythm. A low value can follow diarrhoea, alcohol, water tablets or long use of acid-reducing medicines; your doctor will advise.":
    "ಮೆಗ್ನೀಸಿಯಮ್ ಸ್ನಾಯುಗಳು, ನರಗಳು ಮತ್ತು ಹೃದಯದ ಲಯಕ್ಕೆ ಸಹಾಯ ಮಾಡುತ್ತದೆ. ಅತಿಸಾರ, ಮದ್ಯ, ನೀರಿನ ಮಾತ್ರೆಗಳು ಅಥವಾ ಆಮ್ಲ ಕಡಿಮೆ ಮಾಡುವ ಔಷಧಿಗಳ ದೀರ್ಘ ಬಳಕೆಯ ನಂತರ ಇದು ಕಡಿಮೆಯಾಗಬಹುದು; ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // MG Magnesium high
  "A high magnesium usually comes from antacids or laxatives that contain it, or from the kidneys filtering less. Your doctor will advise.":
    "ಹೆಚ್ಚಿನ ಮೆಗ್ನೀಸಿಯಮ್ ಸಾಮಾನ್ಯವಾಗಿ ಅದನ್ನು ಹೊಂದಿರುವ ಆಂಟಾಸಿಡ್ ಅಥವಾ ವಿರೇಚಕಗಳಿಂದ, ಅಥವಾ ಮೂತ್ರಪಿಂಡಗಳು ಕಡಿಮೆ ಶೋಧಿಸುವುದರಿಂದ ಬರುತ್ತದೆ. ವೈದ್ಯರು ಸಲಹೆ ನೀಡುತ್ತಾರೆ.",
  // HCY Homocysteine high
  "Homocysteine rises when vitamin B12, folate or B6 are low, and with smoking and age. Your doctor may check your vitamins and look at your overall heart health.":
    "ವಿಟಮಿನ್ B12, ಫೋಲೇಟ್ ಅಥವಾ B6 ಕಡಿಮೆಯಿದ್ದಾಗ, ಮತ್ತು ಧೂಮಪಾನ ಮತ್ತು ವಯಸ್ಸಿನೊಂದಿಗೆ ಹೋಮೋಸಿಸ್ಟೀನ್ ಹೆಚ್ಚುತ್ತದೆ. ವೈದ್ಯರು ನಿಮ್ಮ ವಿಟಮಿನ್‌ಗಳನ್ನು ಪರೀಕ್ಷಿಸಿ ಒಟ್ಟಾರೆ ಹೃದಯದ ಆರೋಗ್ಯವನ್ನು ನೋಡಬಹುದು.",
  // UPH Urine pH low
  "Urine pH shows how acidic your urine is and changes with food through the day. A low (acidic) value is common with a high-protein diet or fasting.":
    "ಮೂತ್ರದ pH ನಿಮ್ಮ ಮೂತ್ರ ಎಷ್ಟು ಆಮ್ಲೀಯವಾಗಿದೆ ಎಂದು ತೋರಿಸುತ್ತದೆ ಮತ್ತು ದಿನವಿಡೀ ಆಹಾರದೊಂದಿಗೆ ಬದಲಾಗುತ್ತದೆ. ಹೆಚ್ಚಿನ ಪ್ರೋಟೀನ್ ಆಹಾರ ಅಥವಾ ಉಪವಾಸದಲ್ಲಿ ಕಡಿಮೆ (ಆಮ್ಲೀಯ) ಮಟ್ಟ ಸಾಮಾನ್ಯ.",
  // UPH Urine pH high
  "A high (alkaline) urine pH is common after a vegetarian meal or when the sample stood for a while, and sometimes with a urine infection.":
    "ಸಸ್ಯಾಹಾರಿ ಊಟದ ನಂತರ ಅಥವಾ ಮಾದರಿ ಸ್ವಲ್ಪ ಹೊತ್ತು ಇಟ್ಟಿದ್ದಾಗ ಹೆಚ್ಚಿನ (ಕ್ಷಾರೀಯ) ಮೂತ್ರದ pH ಸಾಮಾನ್ಯ, ಕೆಲವೊಮ್ಮೆ ಮೂತ್ರದ ಸೋಂಕಿನೊಂದಿಗೂ ಬರುತ್ತದೆ.",
  // USG Urine specific gravity low
  "A low specific gravity means the urine is dilute, usually because you drank plenty of water.":
    "ಕಡಿಮೆ ವಿಶಿಷ್ಟ ಗುರುತ್ವ ಎಂದರೆ ಮೂತ್ರ ತೆಳುವಾಗಿದೆ, ಸಾಮಾನ್ಯವಾಗಿ ನೀವು ಹೆಚ್ಚು ನೀರು ಕುಡಿದಿರುವುದರಿಂದ.",
  // USG Urine specific gravity high
  "A high specific gravity means the urine is concentrated, usually because you drank less water; sugar or protein in the urine can also raise it.":
    "ಹೆಚ್ಚಿನ ವಿಶಿಷ್ಟ ಗುರುತ್ವ ಎಂದರೆ ಮೂತ್ರ ಸಾಂದ್ರವಾಗಿದೆ, ಸಾಮಾನ್ಯವಾಗಿ ನೀವು ಕಡಿಮೆ ನೀರು ಕುಡಿದಿರುವುದರಿಂದ; ಮೂತ್ರದಲ್ಲಿ ಸಕ್ಕರೆ ಅಥವಾ ಪ್ರೋಟೀನ್ ಇದ್ದರೂ ಇದು ಹೆಚ್ಚಬಹುದು.",
  // UPUS Urine pus cells high
  "Pus cells are white cells in the urine. A higher count often points to a urine infection, and can also come from the skin around the sample; your doctor may suggest a culture.":
    "ಕೀವು ಕಣಗಳು ಮೂತ್ರದಲ್ಲಿರುವ ಬಿಳಿ ರಕ್ತಕಣಗಳು. ಹೆಚ್ಚಿನ ಎಣಿಕೆ ಹೆಚ್ಚಾಗಿ ಮೂತ್ರದ ಸೋಂಕನ್ನು ಸೂಚಿಸುತ್ತದೆ, ಮತ್ತು ಮಾದರಿಯ ಸುತ್ತಲಿನ ಚರ್ಮದಿಂದಲೂ ಬರಬಹುದು; ವೈದ್ಯರು ಕಲ್ಚರ್ ಪರೀಕ್ಷೆ ಸೂಚಿಸಬಹುದು.",
  // URBC Urine red blood cells high
  "A few red cells in the urine can follow periods, hard exercise or a urine infection. Your doctor will decide whether to repeat the test.":
    "ಮುಟ್ಟು, ಕಠಿಣ ವ್ಯಾಯಾಮ ಅಥವಾ ಮೂತ್ರದ ಸೋಂಕಿನ ನಂತರ ಮೂತ್ರದಲ್ಲಿ ಕೆಲವು ಕೆಂಪು ರಕ್ತಕಣಗಳು ಕಾಣಿಸಬಹುದು. ಮರುಪರೀಕ್ಷೆ ಬೇಕೇ ಎಂದು ವೈದ್ಯರು ನಿರ್ಧರಿಸುತ್ತಾರೆ.",
  // A text result the test master reads as not the usual one
  "This is not the usual result for this test. Your doctor will explain what it means for you.":
    "ಇದು ಈ ಪರೀಕ್ಷೆಯ ಸಾಮಾನ್ಯ ಫಲಿತಾಂಶವಲ್ಲ. ಇದರ ಅರ್ಥವನ್ನು ನಿಮ್ಮ ವೈದ್ಯರು ವಿವರಿಸುತ್ತಾರೆ.",
  // A text result the test master cannot call usual or not
  "On its own this result does not say clearly whether it is the usual one. Your doctor will read it with the rest of your report.":
    "ಈ ಫಲಿತಾಂಶ ತಾನಾಗಿಯೇ ಸಾಮಾನ್ಯವೋ ಅಲ್ಲವೋ ಎಂದು ಸ್ಪಷ್ಟವಾಗಿ ಹೇಳುವುದಿಲ್ಲ. ನಿಮ್ಮ ವೈದ್ಯರು ಇದನ್ನು ನಿಮ್ಮ ರಿಪೋರ್ಟ್‌ನ ಉಳಿದ ಭಾಗದೊಂದಿಗೆ ಓದುತ್ತಾರೆ.",
};
