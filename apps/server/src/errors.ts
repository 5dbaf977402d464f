/** An error with an HTTP status and the spec's `detail`; the error handler turns it into the one JSON shape. */
export class AppError extends Error {
  constructor(
    public status: number,
    public detail: string,
    public errors?: { path: string; message: string }[],
    public headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail = 'Unauthorized') => new AppError(401, detail);
export const forbidden = (detail = 'Forbidden') => new AppError(403, detail);
export const notFound = (detail = 'Not found') => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const tooLarge = (detail = 'File size exceeds the limit') => new AppError(413, detail);
export const unprocessable = (detail: string, errors?: { path: string; message: string }[]) => new AppError(422, detail, errors);
