import { TRPCClientError } from '@trpc/client';
import { apiErrorBody, failedCall, fieldMessages } from './failedCall';

/** A failed call as the tRPC client hands it over: the API's body as the error's shape. */
const trpcError = (body: object, httpStatus: number) =>
  TRPCClientError.from({ error: { code: -32600, data: { httpStatus }, ...body } } as never);

describe('a failed call as the website reads it', () => {
  it('reads the status, the message and the messages per field the API answered', () => {
    const error = trpcError(
      {
        message: 'Please correct the highlighted fields.',
        errors: { slug: ['Taken', 'Too short'] },
      },
      409,
    );
    expect(failedCall(error)).toEqual({
      status: 409,
      message: 'Please correct the highlighted fields.',
      errors: { slug: ['Taken', 'Too short'] },
    });
    expect(fieldMessages(error)).toEqual({ slug: 'Taken' });
  });

  it('reads a failure the API did not answer as an unexpected one, without its text', () => {
    const error = TRPCClientError.from(new Error('socket hang up at 10.0.0.3'));
    expect(failedCall(error)).toEqual({
      status: 500,
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(fieldMessages(error)).toEqual({});
  });

  it("tells the API's error body from another server's answer", () => {
    expect(apiErrorBody({ message: 'The file is too large.' })).toEqual({
      message: 'The file is too large.',
    });
    expect(apiErrorBody('<html>502 Bad Gateway</html>')).toBeNull();
  });
});
