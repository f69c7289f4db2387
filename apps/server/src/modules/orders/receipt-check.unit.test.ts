import { deflateSync } from 'node:zlib';
import { ORDER_MESSAGES } from '@hireproof/contract';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { checkReceipt } from './receipt-check.ts';

/** CRC-32 as PNG chunks use it. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, valid PNG file whose header declares width × height (the pixel data is one tiny row). */
function pngDeclaring(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(2))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('checkReceipt', () => {
  it('accepts a real screenshot-sized PNG', async () => {
    const png = await QRCode.toBuffer('upi://pay?pa=hireproof@okaxis');
    await expect(checkReceipt(png)).resolves.toEqual({ mediaType: 'image/png', fileName: 'receipt.png' });
    await expect(checkReceipt(pngDeclaring(1170, 2532))).resolves.toMatchObject({ mediaType: 'image/png' });
  });

  it('refuses a PNG whose header declares 100000×100000 pixels', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.byteLength).toBeLessThan(100);
    await expect(checkReceipt(bomb)).rejects.toMatchObject({
      statusCode: 400,
      message: ORDER_MESSAGES.receiptTooManyPixels,
    });
  });

  it('refuses a file with an image signature but no readable header', async () => {
    const truncated = pngDeclaring(10, 10).slice(0, 12);
    await expect(checkReceipt(truncated)).rejects.toMatchObject({ statusCode: 415 });
  });
});
