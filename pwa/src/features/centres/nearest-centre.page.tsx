import { ComingSoonPage } from "@/components/coming-soon.tsx";

/** /vyom-center (the brand slug + '-center'): centres by city. */
export function NearestCentrePage() {
  return <ComingSoonPage title="Find Your Nearest Centre" />;
}
