import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ArticlesSection } from '../components/articles-section';
import { FeaturedBooksSection } from '../components/featured-books-section';
import { HeroCarousel } from '../components/hero-carousel';
import { HomeContactSection } from '../components/home-contact-section';
import { SaleBannerSection } from '../components/sale-banner-section';
import { SpotlightSection } from '../components/spotlight-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { WhyChooseUsSection } from '../components/why-choose-us-section';

/** Sections below the fold skip layout and paint until they come near the viewport. */
const belowFold = '[content-visibility:auto] [contain-intrinsic-size:auto_800px]';

export function HomePage() {
  useDocumentTitle(t('storefront:home.documentTitle'));
  return (
    <>
      <HeroCarousel />
      <SpotlightSection />
      <FeaturedBooksSection />
      <div className={belowFold}>
        <WhyChooseUsSection />
        <TestimonialsSection />
        <SaleBannerSection />
      </div>
      <div className={belowFold}>
        <HomeContactSection />
        <ArticlesSection />
      </div>
    </>
  );
}
