import {
  CV_FILE_CONTENT_TYPES,
  CV_FILE_EXTENSIONS,
  CV_FILE_HINT,
  CV_FILE_MAX_BYTES,
  cvFileProblem,
  messages,
} from '@vita/api';

/**
 * What every CV file drop zone checks before an upload (the CV files list and the wizard's
 * upload step): the contract's types, size and texts. The server checks the bytes again.
 */
export const cvFileRules = {
  accept: [...CV_FILE_EXTENSIONS],
  acceptedMimeTypes: Object.values(CV_FILE_CONTENT_TYPES),
  maxSize: CV_FILE_MAX_BYTES,
  hint: CV_FILE_HINT,
  validate: cvFileProblem,
  messages: {
    tooLarge: messages.fileTooLarge,
    invalidType: messages.fileInvalidType,
    invalid: messages.fileInvalid,
  },
};
