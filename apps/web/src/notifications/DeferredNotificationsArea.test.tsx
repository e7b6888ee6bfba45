import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredNotificationsArea } from './DeferredNotificationsArea';
import { notifySuccess } from './notify';

function renderArea() {
  return render(
    <MantineProvider env="test">
      <DeferredNotificationsArea />
    </MantineProvider>,
  );
}

// Mantine draws one container per screen corner, each named as the area.
const areas = () => screen.queryAllByRole('region', { name: 'Notifications (F8)' });

describe('the toast area', () => {
  it('is not there until the first toast, which it then shows', async () => {
    renderArea();
    expect(areas()).toEqual([]);

    act(() => notifySuccess('Thanks for subscribing!', 'You will hear from us.'));
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(areas().length).toBeGreaterThan(0);
  });

  it('comes with a press of F8, and takes the focus', async () => {
    renderArea();
    await userEvent.setup().keyboard('{F8}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-label', 'Notifications (F8)'),
    );
  });
});
