import {
  ORDER_MESSAGES,
  RECEIPT_MAX_BYTES,
  RECEIPT_MAX_PIXELS,
  UPI_REF_MAX_LENGTH,
  UPI_REF_PATTERN,
} from '@hireproof/contract';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError } from '../../app-error.ts';

/** The only receipt types we keep and serve back. */
export const RECEIPT_MEDIA_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * Width × height as the image's header declares them, or undefined when the header is unreadable.
 * A header that declares 100000×100000 in a few kilobytes is a decompression bomb aimed at whoever
 * opens the receipt (the admin's browser).
 */
function declaredPixelsOf(bytes: Uint8Array): number | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? width * height : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A receipt is accepted for what its bytes are (magic numbers), never for its name or declared
 * type: PNG, JPEG or WebP, at most 5 MB, with a readable header declaring at most
 * RECEIPT_MAX_PIXELS. Answers the media type we store and serve it with, and a server-made file name.
 */
export async function checkReceipt(bytes: Uint8Array): Promise<{ mediaType: string; fileName: string }> {
  if (bytes.byteLength > RECEIPT_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', ORDER_MESSAGES.receiptTooLarge);
  const detected = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !RECEIPT_MEDIA_TYPES.has(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_MESSAGES.receiptNotImage);
  }
  const pixels = declaredPixelsOf(bytes);
  if (pixels === undefined) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_MESSAGES.receiptNotImage);
  if (pixels > RECEIPT_MAX_PIXELS) throw new AppError('INVALID_INPUT', ORDER_MESSAGES.receiptTooManyPixels);
  return { mediaType: detected.mime, fileName: `receipt.${EXTENSION[detected.mime]}` };
}

/**
 * What decides whether two UPI references are one transaction: letters and digits only,
 * upper-cased ("UTRA-1234 567" and "utra.1234567" → "UTRA1234567").
 */
export function upiReferenceKey(reference: string): string {
  return reference.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/**
 * A UPI reference as we store it (trimmed, as typed: admins see it so) with its key: non-blank,
 * ≤ 64 characters, letters/digits/space . _ - / only, and at least one letter or digit.
 */
export function normaliseUpiRef(raw: unknown): { typed: string; key: string } {
  const typed = typeof raw === 'string' ? raw.trim() : '';
  if (typed === '') throw new AppError('INVALID_INPUT', ORDER_MESSAGES.upiRefRequired);
  if (typed.length > UPI_REF_MAX_LENGTH) throw new AppError('INVALID_INPUT', ORDER_MESSAGES.upiRefTooLong);
  if (!UPI_REF_PATTERN.test(typed)) throw new AppError('INVALID_INPUT', ORDER_MESSAGES.upiRefCharset);
  const key = upiReferenceKey(typed);
  if (key === '') throw new AppError('INVALID_INPUT', ORDER_MESSAGES.upiRefRequired);
  return { typed, key };
}
