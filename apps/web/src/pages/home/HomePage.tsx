import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { BlogTeaser } from './BlogTeaser';
import { Hero } from './Hero';
import { PortfolioSection } from './PortfolioSection';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <PortfolioSection />
      <BlogTeaser />
    </>
  );
}
