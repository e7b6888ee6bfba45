import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ListMailingFigures } from './ListMailingFigures';

const LIST = {
  list: 'star-garden',
  listName: 'Star Garden launch news',
  confirmed: 120,
  waiting: 1,
  unsubscribed: 3,
};

describe("a list's figures in the admin's forms", () => {
  it("say the list's size before its e-mail went", () => {
    renderWithProviders(
      <ListMailingFigures mailing={{ list: LIST, mail: null }} mailLabel="Launch e-mail" />,
    );
    expect(
      screen.getByText(
        'Star Garden launch news: 120 confirmed, 1 address waiting for confirmation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Launch e-mail/)).not.toBeInTheDocument();
  });

  it('say how many were sent and failed after the launch', () => {
    renderWithProviders(
      <ListMailingFigures
        mailing={{
          list: LIST,
          mail: { queuedAt: '2027-03-01T10:00:00.000Z', waiting: 0, sent: 118, failed: 2 },
        }}
        mailLabel="Launch e-mail"
      />,
    );
    expect(
      screen.getByText('Launch e-mail: 118 sent, 2 failed, 0 waiting in the outbox.'),
    ).toBeInTheDocument();
  });
});
