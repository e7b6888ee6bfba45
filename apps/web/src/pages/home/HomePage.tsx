import { usePageHead } from '../../pageKit/usePageHead';
import { BlogTeaser } from './BlogTeaser';
import { Hero } from './Hero';
import { homeHead } from './homeHead';
import { PortfolioSection } from './PortfolioSection';

export function HomePage() {
  usePageHead(homeHead);
  return (
    <>
      <Hero />
      <PortfolioSection />
      <BlogTeaser />
    </>
  );
}
