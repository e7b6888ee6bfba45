import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { SiteLink } from './SiteLink';

describe('SiteLink', () => {
  it("links to the site's page with no data-discover attribute, and navigates there", async () => {
    const { user, location } = renderWithProviders(<SiteLink to="/about">About</SiteLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).not.toHaveAttribute('data-discover');

    await user.click(link);
    expect(location.current?.pathname).toBe('/about');
  });
});
