import { ArticlesSection } from './articles-section';
import { FeaturedBooksSection } from './featured-books-section';
import { HomeContactSection } from './home-contact-section';
import { SaleBannerSection } from './sale-banner-section';
import { SpotlightSection } from './spotlight-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseUsSection } from './why-choose-us-section';
import '../messages';

/** Everything under the hero: one chunk, downloaded when the shopper scrolls near it (pages/home-page.tsx). */
export function HomeBelowFold() {
  return (
    <>
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
