/**
 * What the upload routes answer for a bad upload (the server's files module); the web says each in
 * the interface language. Feature-specific refusals (the wrong type for this route) are the features'.
 */
export const FILE_ERRORS = {
  tooLarge: 'File size exceeds the limit',
  imageTooLarge: 'The image is too large: at most 40 megapixels',
  imageUnreadable: 'The image could not be read',
  notMultipart: 'The request must be multipart/form-data with the file in the field "file"',
  malformed: 'The upload could not be read: the multipart body is malformed or cut off',
  oneFile: 'Send one file at a time',
} as const;
