import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { photoUploadMachine, type PhotoUploadReport } from './photo-upload.machine';
import { controllable, flush } from './testing/fixtures';

const file = (name: string) => ({ name, type: 'image/png', size: 10 }) as unknown as File;

function start(imageUrl = '') {
  const check = controllable<string | null, { file: File | null }>();
  const uploads: Array<{ file: File | null; send: (e: PhotoUploadReport) => void; stopped: boolean }> = [];
  const upload = fromCallback<AnyEventObject, { file: File | null }>(({ input, sendBack }) => {
    const u = { file: input.file, send: (e: PhotoUploadReport) => sendBack(e), stopped: false };
    uploads.push(u);
    return () => {
      u.stopped = true;
    };
  });
  const actor = createActor(photoUploadMachine.provide({ actors: { checkFile: check.logic, upload } }), { input: { imageUrl } });
  actor.start();
  return { actor, check, uploads };
}

describe('photoUploadMachine (portal §5 photo, §8 upload failure)', () => {
  it('a refused file shows the checker message and keeps the photo', async () => {
    const { actor, check, uploads } = start('http://x/old.png');
    actor.send({ type: 'photo.choose', file: file('a.gif') });
    expect(check.last().input.file?.name).toBe('a.gif');
    check.last().resolve("Ma'af tipe image hanya bisa jpeg, jpg, png");
    await flush();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe("Ma'af tipe image hanya bisa jpeg, jpg, png");
    expect(actor.getSnapshot().context.imageUrl).toBe('http://x/old.png');
    expect(uploads).toHaveLength(0);
  });

  it('an accepted file uploads with progress and becomes the photo', async () => {
    const { actor, check, uploads } = start();
    actor.send({ type: 'photo.choose', file: file('a.png') });
    check.last().resolve(null);
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploads[0]!.file?.name).toBe('a.png');
    uploads[0]!.send({ type: 'upload.progress', fraction: 0.4 });
    expect(actor.getSnapshot().context.progress).toBe(0.4);
    uploads[0]!.send({ type: 'upload.done', imageUrl: 'http://x/new.png' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.imageUrl).toBe('http://x/new.png');
    expect(uploads[0]!.stopped).toBe(true);
  });

  it("a failed upload says 'Gagal upload image' and keeps the old photo", async () => {
    const { actor, check, uploads } = start('http://x/old.png');
    actor.send({ type: 'photo.choose', file: file('a.png') });
    check.last().resolve(null);
    await flush();
    uploads[0]!.send({ type: 'upload.failed' });
    expect(actor.getSnapshot().context.error).toBe('Gagal upload image');
    expect(actor.getSnapshot().context.imageUrl).toBe('http://x/old.png');
  });

  it('choosing another file while uploading cancels the running upload', async () => {
    const { actor, check, uploads } = start();
    actor.send({ type: 'photo.choose', file: file('a.png') });
    check.last().resolve(null);
    await flush();
    actor.send({ type: 'photo.choose', file: file('b.png') });
    expect(uploads[0]!.stopped).toBe(true);
    expect(actor.getSnapshot().matches('checking')).toBe(true);
  });

  it('remove clears the photo', () => {
    const { actor } = start('http://x/old.png');
    actor.send({ type: 'photo.remove' });
    expect(actor.getSnapshot().context.imageUrl).toBe('');
  });
});
