/**
 * The pages the build renders to HTML (pwa/scripts/prerender.ts,
 * docs/decisions/006-prerendered-pages.md): the home page, every test, package and scan page of the
 * catalogue and the careers pages. Public pages whose content is the same for everyone and depends
 * on nothing but the catalogue; pages behind a login, forms with a captcha, the cart and a doctor's
 * shared report (/shared-report) stay client-rendered from the shell. `module` is the page's
 * source (relative to pwa/): the build links its CSS and chunk.
 */
import { healthPackages, imagingItems, labTests } from "@vyom/catalog";

export interface PrerenderedPage {
  path: string;
  module: string;
}

const modules = {
  home: "src/features/home/home.page.tsx",
  test: "src/features/catalog/test-details.page.tsx",
  healthPackage: "src/features/catalog/health-package.page.tsx",
  radiology: "src/features/catalog/radiology-details.page.tsx",
  careers: "src/features/careers/careers.page.tsx",
  jobOpenings: "src/features/careers/all-job-openings.page.tsx",
} as const;

export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: "/", module: modules.home },
  ...labTests.map((test) => ({ path: test.testDetailsPageLink, module: modules.test })),
  ...healthPackages.map((pkg) => ({ path: `/${pkg.slug}`, module: modules.healthPackage })),
  ...imagingItems.map((item) => ({
    path: `/radilogy${item.pageLink}`,
    module: modules.radiology,
  })),
  { path: "/careers", module: modules.careers },
  { path: "/careers/all-job-opening", module: modules.jobOpenings },
];
