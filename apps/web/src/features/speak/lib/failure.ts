import { ApiError } from '../../../lib/api-client';
import { serverText } from '../../../lib/server-text';

/**
 * The server's own reason for a refused call (a 4xx detail) in the interface language, else nothing:
 * 5xx and network failures carry none worth showing.
 */
export const serverReason = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 ? (serverText(err.message) ?? err.message) : '';

/** A failure in the spec's words (02 §8) followed by the server's reason, as an error the modal system shows. */
export const specFailure = (text: string, err: unknown) => {
  const why = serverReason(err);
  return new ApiError('bad request', why ? `${text} ${why}` : text, 400);
};
