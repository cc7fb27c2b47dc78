import { breakpoints } from "@/lib/breakpoints.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { type CarouselSlide, HeroCarousel } from "./hero-carousel.tsx";

/** The artwork lives in pwa/public/images/hero (SVG, a few KB each, precached by the worker). */
interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const desktopBanner: HeroImage = {
  src: "/images/hero/banner-desktop.svg",
  alt: "Full body health check-ups from ₹1,699, with blood samples collected at home and reports on your phone.",
  width: 800,
  height: 450,
};

const mobileImages: readonly HeroImage[] = [
  {
    src: "/images/hero/home-collection-mobile.svg",
    alt: "Blood tests at home: a trained technician collects your sample at your doorstep.",
    width: 720,
    height: 450,
  },
  {
    src: "/images/hero/checkups-mobile.svg",
    alt: "Health check-ups from ₹1,699 with a physician consultation.",
    width: 720,
    height: 450,
  },
];

/** The first slide is the page's largest paint: fetched at once and first; the rest lazily. */
function HeroPicture({ image, first }: { image: HeroImage; first: boolean }) {
  return (
    <img
      className="hero-image"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "auto"}
      decoding={first ? "sync" : "async"}
    />
  );
}

const homeCollectionPoints = [
  "Trained technicians",
  "Special vein finder",
  "Trusted lab",
  "Timely reports",
] as const;

function HomeCollectionSlide() {
  return (
    <div className="hero-text-slide">
      <h2 className="hero-text-title">Home Sample Collection</h2>
      <ul className="hero-points">
        {homeCollectionPoints.map((point) => (
          <li key={point}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" />
            </svg>
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <p className="hero-note">On selected pincodes only, T&amp;C apply</p>
    </div>
  );
}

/**
 * The home hero carousel (spec section 2): on screens 600 px and wider the banner and the Home
 * Sample Collection slide; below 600 px two image slides.
 */
export function Hero() {
  const mobile = useMediaQuery(breakpoints.mobileHero);
  const slides: CarouselSlide[] = mobile
    ? mobileImages.map((image, i) => ({
        label: i === 0 ? "Blood tests at home" : "Health check-ups",
        content: <HeroPicture image={image} first={i === 0} />,
      }))
    : [
        {
          label: "Health check-ups",
          content: <HeroPicture image={desktopBanner} first />,
        },
        { label: "Home Sample Collection", content: <HomeCollectionSlide /> },
      ];
  return (
    <HeroCarousel key={mobile ? "mobile" : "desktop"} label="Offers and services" slides={slides} />
  );
}
