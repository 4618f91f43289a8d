import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './envelope';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/**
 * Registers multipart for a routes file that takes one uploaded file of at most `fileSize` bytes
 * next to `fields` small text fields; any other part is refused by the parser.
 */
export function registerSingleFileUpload(app: FastifyInstance, limits: { fileSize: number; fields: number }) {
  return app.register(multipart, {
    limits: {
      fileSize: limits.fileSize,
      files: 1,
      fields: limits.fields,
      parts: limits.fields + 1,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 50,
    },
  });
}

/** What an upload route tells the user when the request is not multipart, has no file, or too big a one. */
export interface UploadMessages {
  notMultipart: string;
  missingFile: string;
  tooLarge: string;
}

/** Whether the multipart parser refused the upload for its size or its number of parts (a 413). */
function isUploadTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

/**
 * The bytes and declared (lower-cased) MIME type of the request's multipart field "file". Refusals:
 * 415 not multipart, 400 no such field or an unreadable body, 413 `tooLargeCode` past the limits.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  messages: UploadMessages,
  tooLargeCode: ErrorCode,
): Promise<{ bytes: Buffer; declaredMime: string }> {
  if (!request.isMultipart())
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, messages.notMultipart);
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file')
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, messages.missingFile);
    const declaredMime = part.mimetype.toLowerCase();
    const bytes = await part.toBuffer();
    // toBuffer throws past the limit only when a chunk arrives after it: a file whose bytes stop
    // exactly at the limit (a chunk boundary) came back cut to fileSize bytes, and was stored
    // (issue 32). busboy's own flag says whether anything was cut.
    if (part.file.truncated) throw new AppError(413, tooLargeCode, messages.tooLarge);
    return { bytes, declaredMime };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isUploadTooLarge(error)) throw new AppError(413, tooLargeCode, messages.tooLarge);
    throw new AppError(400, ERROR_CODES.BAD_REQUEST, messages.missingFile);
  }
}
