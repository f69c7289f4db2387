import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob, fileNameFromDisposition } from './download-file.ts';

afterEach(() => vi.restoreAllMocks());

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names, preferring filename*', () => {
    expect(fileNameFromDisposition('attachment; filename="orders_2026-03-01.csv"', 'x.csv')).toBe(
      'orders_2026-03-01.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=orders.csv', 'x.csv')).toBe('orders.csv');
    expect(
      fileNameFromDisposition(
        `attachment; filename="plain.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`,
        'x.csv',
      ),
    ).toBe('résumé.csv');
  });

  it('falls back when there is no usable name and strips paths', () => {
    expect(fileNameFromDisposition(null, 'orders_export.csv')).toBe('orders_export.csv');
    expect(fileNameFromDisposition('attachment', 'orders_export.csv')).toBe('orders_export.csv');
    expect(fileNameFromDisposition('attachment; filename=""', 'orders_export.csv')).toBe('orders_export.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'd.csv')).toBe('passwd');
  });
});

describe('downloadBlob', () => {
  it('clicks a temporary link named after the file', () => {
    const created = vi.fn(() => 'blob:test/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: Array<{ download: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    downloadBlob(new Blob(['a']), 'users_2026-01-01.csv');
    expect(clicks).toEqual([{ download: 'users_2026-01-01.csv', href: 'blob:test/1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
