import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase, testDrivers } from '../../test/databases.ts';
import { createFileStore } from './file-store.ts';

describe.each(testDrivers())('file store on %s', (driver) => {
  let database: TestDatabase;
  let db: Db;
  let dataDir: string;
  const ownerId = `file-owner-${process.pid}`;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    dataDir = mkdtempSync(join(tmpdir(), 'hireproof-files-'));
    await db.insert(user).values({ id: ownerId, name: 'Owner', email: `${ownerId}@example.test` });
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['disk', 'db'] as const)('%s driver stores, reads back and removes bytes', async (storeDriver) => {
    const store = createFileStore({ driver: storeDriver, db, dataDir });
    const bytes = new TextEncoder().encode('Jane Doe\nEngineer at Acme');
    const stored = await store.put({
      ownerId,
      kind: 'resume',
      originalName: '../../etc/passwd.txt',
      mediaType: 'text/plain',
      bytes,
    });
    expect(stored.size).toBe(bytes.byteLength);
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The uploader's name is kept as data only; the storage key is ours.
    expect(stored.storageKey).not.toContain('passwd');

    const read = await store.get(stored.id);
    expect(read?.bytes.toString('utf8')).toBe('Jane Doe\nEngineer at Acme');
    expect(read?.file.originalName).toBe('../../etc/passwd.txt');

    await store.remove(stored.id);
    expect(await store.get(stored.id)).toBeUndefined();
    if (storeDriver === 'disk') expect(readdirSync(join(dataDir, 'files'))).not.toContain(stored.storageKey);
  });

  it('disk driver leaves no orphan file when the record cannot be written', async () => {
    const store = createFileStore({ driver: 'disk', db, dataDir });
    const before = existsSync(join(dataDir, 'files')) ? readdirSync(join(dataDir, 'files')).length : 0;
    await expect(
      store.put({
        ownerId: 'no-such-user',
        kind: 'resume',
        originalName: 'a.txt',
        mediaType: 'text/plain',
        bytes: new Uint8Array([1]),
      }),
    ).rejects.toThrow();
    expect(readdirSync(join(dataDir, 'files')).length).toBe(before);
  });
});
