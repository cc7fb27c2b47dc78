import "./home.css";
import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { PageShell } from "@/components/page-shell.tsx";
import { BookTestForm } from "./book-test-form.tsx";
import { Hero } from "./hero.tsx";
import { LazySection } from "./lazy-section.tsx";

// Below the fold, each with its own chunk: the catalogue data arrives only when scrolled to.
const PopularTestsSection = lazy(() =>
  import("./popular-tests.section.tsx").then((m) => ({ default: m.PopularTestsSection })),
);
const BestSellersSection = lazy(() =>
  import("./best-sellers.section.tsx").then((m) => ({ default: m.BestSellersSection })),
);
const OrganListsSection = lazy(() =>
  import("./organ-lists.section.tsx").then((m) => ({ default: m.OrganListsSection })),
);
const WhyChooseUsSection = lazy(() =>
  import("./why-choose-us.section.tsx").then((m) => ({ default: m.WhyChooseUsSection })),
);

/**
 * / (docs/product.md#home): the hero carousel beside the Book Test Now form, then the lazy
 * sections. The mobile bottom bar's Book Test goes to `/#book-test`, the form's section; the
 * search's "See health packages" to `/#health-packages`, the best sellers.
 */
export function HomePage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Lab Tests, Scans & Health Check-ups at Home`} className="home">
      <div className="home-hero">
        <Hero />
        <section id="book-test" className="book-test card" aria-labelledby="book-test-title">
          <h2 id="book-test-title" className="book-test-title">
            {t`Book Test Now`}
          </h2>
          <p className="book-test-lead">{t`Home sample collection. We will call you to confirm.`}</p>
          <BookTestForm />
        </section>
      </div>
      <LazySection minHeight={420}>
        <PopularTestsSection />
      </LazySection>
      <LazySection minHeight={480} id="health-packages">
        <BestSellersSection />
      </LazySection>
      <LazySection minHeight={360}>
        <OrganListsSection />
      </LazySection>
      <LazySection minHeight={480}>
        <WhyChooseUsSection />
      </LazySection>
    </PageShell>
  );
}
