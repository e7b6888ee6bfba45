import { failedSendOutcome, LOST_WHILE_SENDING } from './smtpOutcome';

describe('a failed send', () => {
  it.each([421, 450, 451, 452])('is tried again after a temporary answer (%i)', (responseCode) => {
    expect(
      failedSendOutcome({ message: `Message failed: ${responseCode} Busy`, responseCode }),
    ).toEqual({
      sent: false,
      error: `Message failed: ${responseCode} Busy`,
      retry: true,
    });
  });

  it.each([550, 553, 554])('is given up after a permanent answer (%i)', (responseCode) => {
    expect(failedSendOutcome({ message: `${responseCode} No`, responseCode })).toEqual({
      sent: false,
      error: `${responseCode} No`,
      retry: false,
    });
  });

  it.each([
    { code: 'ECONNECTION', originalCode: 'ECONNREFUSED' },
    { code: 'EDNS', originalCode: 'ENOTFOUND' },
    { code: 'ETIMEDOUT', timeoutType: 'CONNECT_TIMEOUT' },
    { code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT' },
    { code: 'ETLS' },
  ])('is tried again when the server could not be reached (%p)', (cause) => {
    expect(failedSendOutcome({ message: 'connect failed', ...cause })).toEqual({
      sent: false,
      error: 'connect failed',
      retry: true,
    });
  });

  it.each([
    { code: 'ECONNECTION' },
    { code: 'ESOCKET', originalCode: 'ECONNRESET' },
    { code: 'ETIMEDOUT', timeoutType: 'SOCKET_TIMEOUT' },
  ])(
    'is given up when the connection broke on the way, since it may have arrived (%p)',
    (cause) => {
      expect(failedSendOutcome({ message: 'Connection closed', ...cause })).toEqual({
        sent: false,
        error: `Connection closed: ${LOST_WHILE_SENDING}`,
        retry: false,
      });
    },
  );
});
