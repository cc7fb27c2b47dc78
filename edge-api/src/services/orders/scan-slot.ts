/**
 * A scan order's slot at its centre (docs/product.md#scan-booking): one scan line, a visit to a
 * centre that has its machine. Placing the order claims the slot in the placing transaction
 * (services/centre-slots/centre-slots.ts): paid online, the place is held while the person pays
 * and booked by the payment (`openOrderVisits` → `confirmSlot`); paid at the centre, it is booked
 * at once, as every centre visit paid there is confirmed at once.
 */
import { type Centre, type CentreService, imagingById } from "@vyom/catalog";
import { scanCentreById, scanModalities, scanSlotMessages } from "@vyom/catalog/contract";
import type { Transaction } from "../../db/types.ts";
import { claimSlot } from "../centre-slots/centre-slots.ts";
import { orderHolder } from "../collection-visits/visit-subjects.ts";
import type { OrderRow } from "../payments/payments.service.ts";
import { queueScanConfirmed } from "./scan-notice.ts";

export type ScanSlotOutcome =
  | { kind: "held" }
  | { kind: "full"; message: string }
  | { kind: "refused"; message: string };

/** The centre and machine of the order's scan line, if it has one at a centre that does it. */
export function scanAtCentre(
  lines: readonly Pick<OrderRow["lines"][number], "kind" | "corpId">[],
  centreId: string | undefined,
): { centre: Centre; modality: CentreService } | undefined {
  const scan = lines.find((line) => line.kind === "scan");
  const item = scan && imagingById(scan.corpId);
  const centre = item && scanCentreById(centreId ?? "", item.category);
  return item && centre ? { centre, modality: scanModalities[item.category] } : undefined;
}

/** Claims the slot of the order's scan, if it has one; an order without a scan holds nothing here. */
export async function claimScanSlot(
  tx: Transaction,
  input: { order: OrderRow; now: Date },
): Promise<ScanSlotOutcome> {
  const { order, now } = input;
  const scan = order.lines.find((line) => line.kind === "scan");
  if (!scan) return { kind: "held" };
  const item = imagingById(scan.corpId);
  const centre = item && scanCentreById(order.appointment.centreId ?? "", item.category);
  // The order schema checked both; a scan without them is refused, never booked blind.
  if (!item || !centre) return { kind: "refused", message: scanSlotMessages.notAtCentre };
  const claim = await claimSlot(tx, {
    centre,
    centreId: centre.id,
    modality: scanModalities[item.category],
    day: order.appointment.date,
    timeSlot: order.appointment.timeSlot,
    holder: orderHolder(order.orderId),
    book: order.status === "pay-at-collection",
    now,
  });
  switch (claim.kind) {
    case "held":
      // Paid at the centre, the place is booked now: its SMS leaves with the order.
      if (order.status === "pay-at-collection") await queueScanConfirmed(tx, order.orderId, now);
      return { kind: "held" };
    case "full":
      return { kind: "full", message: scanSlotMessages.full };
    case "started":
      return { kind: "refused", message: scanSlotMessages.started };
    case "closed":
      return { kind: "refused", message: scanSlotMessages.closed };
  }
}
