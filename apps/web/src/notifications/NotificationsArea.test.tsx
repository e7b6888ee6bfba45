import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { notifySuccess } from './notify';

// jsdom lays nothing out: give toasts the width they have on screen (440 px), which a width-based rule would use.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(440);
});
afterAll(() => jest.restoreAllMocks());

async function showToast() {
  renderWithProviders(<p>Page</p>);
  act(() => notifySuccess('Saved', 'The app was updated.'));
  return screen.findByText('The app was updated.');
}

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 100));

/** A slow swipe (a finger, not a flick): `right` px over 300 ms. */
async function swipe(element: HTMLElement, right: number) {
  fireEvent.pointerDown(element, { clientX: 100, clientY: 20 });
  for (const share of [1 / 3, 2 / 3, 1]) {
    await aMoment();
    fireEvent.pointerMove(element, { clientX: 100 + right * share, clientY: 21 });
  }
  fireEvent.pointerUp(element, { clientX: 100 + right, clientY: 22 });
}

describe('the notification area', () => {
  it('dismisses a toast swiped right by 50 px', async () => {
    await swipe(await showToast(), 50);
    await waitFor(() => expect(screen.queryByText('The app was updated.')).not.toBeInTheDocument());
  });

  it('keeps a toast swiped right by less than 50 px', async () => {
    const toast = await showToast();
    await swipe(toast, 40);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText('The app was updated.')).toBeInTheDocument();
  });
});
