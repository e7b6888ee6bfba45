import { homeHead } from '../../head/pageHeads';
import { usePageHead } from '../../head/usePageHead';
import { BlogTeaser } from './BlogTeaser';
import { Hero } from './Hero';
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
