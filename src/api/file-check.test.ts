/**
 * The one file checker (file-check.ts) with the two rules in use: the image rule (profile photo and the employee
 * form's images, portal §5) and the assignment rule (commerce §5). The gateway applies the same rules with the
 * full bytes (src/gateway/services/storage.ts; its route tests send real multipart bodies).
 */
import { describe, expect, it } from 'vitest';
import { TASK_FILE_ACCEPT, TASK_FILE_MAX_BYTES, TASK_FILE_RULE, TASK_FILE_TOO_LARGE, TASK_FILE_TYPE_MESSAGE } from './assignment';
import { acceptOf, checkFile, checkFileBytes, extensionOf, FILE_TYPES, IMAGE_LIMIT_BYTES, IMAGE_RULE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, signatureMatches } from './file-check';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

describe('image rule (portal §5: MIME type AND extension, content, under 2 MB)', () => {
  it.each([
    ['foto.png', 'image/png', null],
    ['FOTO.JPG', 'image/jpeg', null],
    ['foto.jpeg', 'image/jpg', null],
    ['foto.png', 'image/png; charset=binary', null],
    ['foto.gif', 'image/gif', IMAGE_TYPE_MESSAGE],
    ['foto.png', 'text/html', IMAGE_TYPE_MESSAGE],
    ['foto.jpg', 'image/png', IMAGE_TYPE_MESSAGE],
    ['foto', 'image/png', IMAGE_TYPE_MESSAGE],
    ['foto.png', 'application/octet-stream', IMAGE_TYPE_MESSAGE],
  ])('%s as %s → %s', (name, type, message) => {
    expect(checkFile(IMAGE_RULE, { name, type, size: 100 })).toBe(message);
  });

  it("accepts just under 2 MB and refuses 2 MB or more ('dibawah 2MB'); the type is checked first", () => {
    expect(checkFile(IMAGE_RULE, { name: 'a.png', type: 'image/png', size: IMAGE_LIMIT_BYTES - 1 })).toBeNull();
    expect(checkFile(IMAGE_RULE, { name: 'a.png', type: 'image/png', size: IMAGE_LIMIT_BYTES })).toBe(IMAGE_SIZE_MESSAGE);
    expect(checkFile(IMAGE_RULE, { name: 'a.gif', type: 'image/gif', size: IMAGE_LIMIT_BYTES })).toBe(IMAGE_TYPE_MESSAGE);
    expect(IMAGE_SIZE_MESSAGE).toBe('Ukuran file harus dibawah 2MB');
  });

  it('reads the signature and requires it to be the type the name and MIME type agree on', async () => {
    expect(await checkFileBytes(IMAGE_RULE, new File([PNG], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(await checkFileBytes(IMAGE_RULE, new File([JPG], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(await checkFileBytes(IMAGE_RULE, new File([JPG], 'a.png', { type: 'image/png' }))).toBe(IMAGE_TYPE_MESSAGE);
    expect(await checkFileBytes(IMAGE_RULE, new File(['<svg/>'], 'a.png', { type: 'image/png' }))).toBe(IMAGE_TYPE_MESSAGE);
    expect(await checkFileBytes(IMAGE_RULE, new File([], 'a.png', { type: 'image/png' }))).toBe(IMAGE_TYPE_MESSAGE);
  });

  it('offers jpeg/png in the file input', () => {
    expect(acceptOf(IMAGE_RULE).split(',').sort()).toEqual(['.jpeg', '.jpg', '.png', 'image/jpeg', 'image/jpg', 'image/png']);
  });
});

describe('assignment rule (commerce §5 "Assignment upload")', () => {
  it.each([
    ['laporan.doc', 'application/msword'],
    ['laporan.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['hitungan.xls', 'application/vnd.ms-excel'],
    ['hitungan.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['slide.ppt', 'application/vnd.ms-powerpoint'],
    ['slide.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['foto.jpeg', 'image/jpeg'],
    ['foto.jpg', 'image/jpeg'],
    ['foto.png', 'image/png'],
    ['video.mp4', 'video/mp4'],
  ])('accepts %s as %s', (name, type) => {
    expect(checkFile(TASK_FILE_RULE, { name, type, size: 1 })).toBeNull();
  });

  it.each([
    ['a disallowed extension', 'foto.gif', 'image/gif'],
    ['a matching extension with another MIME type', 'foto.png', 'image/jpeg'],
    ['an allowed MIME type with another extension', 'foto.webp', 'image/png'],
    ['no extension', 'foto', 'image/png'],
    ['no MIME type', 'laporan.docx', ''],
    ['a trailing dot', 'foto.png.', 'image/png'],
  ])('refuses %s with the exact alert', (_name, name, type) => {
    expect(checkFile(TASK_FILE_RULE, { name, type, size: 1 })).toBe(TASK_FILE_TYPE_MESSAGE);
  });

  it('uses the spec’s wording and refuses files over 20 MB', () => {
    expect(TASK_FILE_TYPE_MESSAGE).toBe("Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4");
    expect(checkFile(TASK_FILE_RULE, { name: 'v.mp4', type: 'video/mp4', size: TASK_FILE_MAX_BYTES })).toBeNull();
    expect(checkFile(TASK_FILE_RULE, { name: 'v.mp4', type: 'video/mp4', size: TASK_FILE_MAX_BYTES + 1 })).toBe(TASK_FILE_TOO_LARGE);
    expect(TASK_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.docx', '.mp4', 'image/png', 'video/mp4']));
  });

  it('knows the signatures of every allowed kind', () => {
    const ole2 = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]);
    const mp4 = Uint8Array.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
    expect([signatureMatches(FILE_TYPES.doc, ole2), signatureMatches(FILE_TYPES.xls, ole2), signatureMatches(FILE_TYPES.docx, zip)]).toEqual([true, true, true]);
    expect([signatureMatches(FILE_TYPES.mp4, mp4), signatureMatches(FILE_TYPES.mp4, zip), signatureMatches(FILE_TYPES.docx, ole2)]).toEqual([true, false, false]);
    expect([signatureMatches(FILE_TYPES.png, PNG), signatureMatches(FILE_TYPES.jpeg, PNG)]).toEqual([true, false]);
  });
});

describe('extensionOf', () => {
  it.each([
    ['a.b.JPG', 'jpg'],
    [' Laporan.DOCX ', 'docx'],
    ['foto', ''],
    ['foto.png.', ''],
  ])('%s → %s', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});
