import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { breakpoints } from "@/lib/breakpoints.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { type CarouselSlide, HeroCarousel } from "./hero-carousel.tsx";

/** The artwork lives in pwa/public/images/hero (SVG, a few KB each, precached by the worker). */
interface HeroImage {
  src: string;
  alt: MessageDescriptor;
  width: number;
  height: number;
}

const desktopBanner: HeroImage = {
  src: "/images/hero/banner-desktop.svg",
  alt: msg`Full body health check-ups from ₹1,699, with blood samples collected at home and reports on your phone.`,
  width: 800,
  height: 450,
};

const mobileImages: readonly HeroImage[] = [
  {
    src: "/images/hero/home-collection-mobile.svg",
    alt: msg`Blood tests at home: a trained technician collects your sample at your doorstep.`,
    width: 720,
    height: 450,
  },
  {
    src: "/images/hero/checkups-mobile.svg",
    alt: msg`Health check-ups from ₹1,699 with a physician consultation.`,
    width: 720,
    height: 450,
  },
];

/**
 * The first slide, the page's largest paint: one `<picture>` for every screen, so the prerendered
 * HTML (rendered without a screen, docs/decisions/006-prerendered-pages.md) already shows the right
 * artwork and hydration keeps the same element when the screen is known. index.html preloads both
 * sources with the same media queries.
 */
function FirstHeroPicture() {
  const { i18n } = useLingui();
  const [mobileImage] = mobileImages;
  return (
    <picture>
      {mobileImage ? (
        <source
          media={breakpoints.mobileHero}
          srcSet={mobileImage.src}
          width={mobileImage.width}
          height={mobileImage.height}
        />
      ) : null}
      <img
        className="hero-image"
        src={desktopBanner.src}
        alt={i18n._(desktopBanner.alt)}
        width={desktopBanner.width}
        height={desktopBanner.height}
        loading="eager"
        fetchPriority="high"
        decoding="sync"
      />
    </picture>
  );
}

/** A later slide: fetched lazily. */
function HeroPicture({ image }: { image: HeroImage }) {
  const { i18n } = useLingui();
  return (
    <img
      className="hero-image"
      src={image.src}
      alt={i18n._(image.alt)}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}

const homeCollectionPoints = [
  msg`Trained technicians`,
  msg`Special vein finder`,
  msg`Trusted lab`,
  msg`Timely reports`,
] as const;

function HomeCollectionSlide() {
  const { i18n, t } = useLingui();
  return (
    <div className="hero-text-slide">
      <h2 className="hero-text-title">{t`Home Sample Collection`}</h2>
      <ul className="hero-points">
        {homeCollectionPoints.map((point) => (
          <li key={point.message}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" />
            </svg>
            <span>{i18n._(point)}</span>
          </li>
        ))}
      </ul>
      <p className="hero-note">{t`On selected pincodes only, T&C apply`}</p>
    </div>
  );
}

/**
 * The home hero carousel (docs/product.md#home): on screens 600 px and wider the banner and the
 * Home Sample Collection slide; below 600 px two image slides. The first slide is the same element
 * on both (FirstHeroPicture); the screen size, known only in the browser, picks the labels and the
 * second slide after hydration.
 */
export function Hero() {
  const mobile = useMediaQuery(breakpoints.mobileHero);
  const { t } = useLingui();
  const checkups = t`Health check-ups`;
  const second = mobileImages[1];
  const slides: CarouselSlide[] = [
    {
      key: "first",
      label: mobile ? t`Blood tests at home` : checkups,
      content: <FirstHeroPicture />,
    },
    mobile && second
      ? { key: "second", label: checkups, content: <HeroPicture image={second} /> }
      : { key: "second", label: t`Home Sample Collection`, content: <HomeCollectionSlide /> },
  ];
  return <HeroCarousel label={t`Offers and services`} slides={slides} />;
}
