import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LegalText } from './LegalText';

describe('LegalText', () => {
  it('shows text starting with http as an external link', () => {
    renderWithProviders(<LegalText text="https://example.com/terms" documentName="Terms of Use" />);
    const link = screen.getByRole('link', { name: /https:\/\/example\.com\/terms/ });
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('splits other text into one paragraph per line break, skipping blank lines', () => {
    const { container } = renderWithProviders(
      <LegalText text={'First rule.\nSecond rule.\r\n\nThird rule.'} documentName="Terms of Use" />,
    );
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['First rule.', 'Second rule.', 'Third rule.']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
