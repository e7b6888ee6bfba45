import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DeleteConfirmModal } from './DeleteConfirmModal';

describe('the delete confirmation', () => {
  it('has a close button that says what it does, and closing cancels', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <DeleteConfirmModal
        subject='the app "Space Miner"'
        isDeleting={false}
        onConfirm={() => undefined}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'This will permanently delete the app "Space Miner". This action cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
