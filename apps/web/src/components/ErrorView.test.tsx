import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { ErrorView } from './ErrorView';

let calls = 0;
beforeEach(() => {
  calls = 0;
});

/** A page whose first load fails and whose next one works, as after a passing network hiccup. */
function FlakyPage() {
  const query = useQuery({
    queryKey: ['flaky'],
    queryFn: async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'Tiny Kingdoms';
    },
  });
  if (query.isPending) return <p>Loading</p>;
  if (query.isError)
    return (
      <ErrorView
        title="Error Loading App"
        message="We couldn't load this app."
        actionLabel="Return to Apps"
        actionTo="/apps"
      />
    );
  return <h1>{query.data}</h1>;
}

describe('the error view', () => {
  it('offers Try again, which loads what failed once more', async () => {
    const { user } = renderWithProviders(<FlakyPage />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Tiny Kingdoms' })).toBeInTheDocument();
  });

  it('keeps the way back', async () => {
    renderWithProviders(<FlakyPage />);
    expect(await screen.findByRole('link', { name: 'Return to Apps' })).toHaveAttribute(
      'href',
      '/apps',
    );
  });
});
