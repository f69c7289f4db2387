import { ORDER_MESSAGES, RECEIPT_MAX_BYTES, UPI_REF_MAX_LENGTH, UPI_REF_PATTERN } from '@hireproof/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../app-error.ts';

/** The only receipt types we keep and serve back. */
export const RECEIPT_MEDIA_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * A receipt is accepted for what its bytes are (magic numbers), never for its name or declared
 * type: PNG, JPEG or WebP, at most 5 MB. Answers the media type we store and serve it with, and
 * a server-made file name.
 */
export async function checkReceipt(bytes: Uint8Array): Promise<{ mediaType: string; fileName: string }> {
  if (bytes.byteLength > RECEIPT_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', ORDER_MESSAGES.receiptTooLarge);
  const detected = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !RECEIPT_MEDIA_TYPES.has(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_MESSAGES.receiptNotImage);
  }
  return { mediaType: detected.mime, fileName: `receipt.${EXTENSION[detected.mime]}` };
}

/** A UPI reference as we store it: trimmed, non-blank, ≤ 64 characters, letters/digits/space . _ - / only. */
export function normaliseUpiRef(raw: unknown): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') throw new AppError('INVALID_INPUT', ORDER_MESSAGES.upiRefRequired);
  if (value.length > UPI_REF_MAX_LENGTH) throw new AppError('INVALID_INPUT', ORDER_MESSAGES.upiRefTooLong);
  if (!UPI_REF_PATTERN.test(value)) throw new AppError('INVALID_INPUT', ORDER_MESSAGES.upiRefCharset);
  return value;
}
