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

export function HomePage() {
  useDocumentTitle(t('storefront:home.documentTitle'));
  return (
    <>
      <HeroCarousel />
      <SpotlightSection />
      <FeaturedBooksSection />
      <WhyChooseUsSection />
      <TestimonialsSection />
      <SaleBannerSection />
      <HomeContactSection />
      <ArticlesSection />
    </>
  );
}
