import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CertificateNameForm, CertificateRenameInput, certificateFilename, certificateImageUrl, certificateName } from './certificate';
import { RatingInput, ReviewStoreInput } from './review';
import { SurveyStoreInput } from './survey';

describe('certificate helpers', () => {
  it('takes the file name from a certificate URL', () => {
    expect(certificateFilename('http://x.test/storage/certificate/sertifikat-dk-abc.svg?v=12345')).toBe('sertifikat-dk-abc.svg');
    expect(certificateFilename('/storage/certificate/a%20b.svg')).toBe('a b.svg');
  });

  it('adds a 5-character cache-buster from the injected random source', () => {
    const seq = [0, 0.5, 0.99, 0.1, 0.2];
    let i = 0;
    const url = certificateImageUrl('/storage/', 'c.svg', () => seq[i++]!);
    expect(url).toMatch(/^\/storage\/certificate\/c\.svg\?v=[a-z0-9]{5}$/);
    expect(url).toBe('/storage/certificate/c.svg?v=as9dh');
  });

  it('requires the first name only (Nama Depan harus diisi) and joins the name', () => {
    expect(v.safeParse(CertificateNameForm, { first_name: ' ', last_name: 'R' }).issues?.[0]?.message).toBe('Nama Depan harus diisi');
    expect(v.parse(CertificateNameForm, { first_name: 'Siti' })).toEqual({ first_name: 'Siti', last_name: '' });
    expect(certificateName(' Siti ', ' Rahmawati ')).toBe('Siti Rahmawati');
    expect(certificateName('Siti')).toBe('Siti');
    expect(v.safeParse(CertificateRenameInput, { id: 1, email: 'a@b.c', voucher: 'DK-1', name: '' }).issues?.[0]?.message).toBe('Nama Depan harus diisi');
  });
});

describe('review and survey inputs', () => {
  it('reads ratings sent as text or numbers and names a missing one', () => {
    expect(v.parse(RatingInput, '4')).toBe(4);
    expect(v.parse(RatingInput, 5)).toBe(5);
    for (const bad of [undefined, '', 0, '0']) expect(v.safeParse(RatingInput, bad).issues?.[0]?.message).toBe('Rating harus diisi');
    expect(v.safeParse(RatingInput, 'empat').success).toBe(false);
    expect(v.safeParse(RatingInput, 4.5).success).toBe(false);
  });

  it('tells the store payload from the course payload by type', () => {
    const course = { type: 'lms', product_id: 1, order_id: 2, user_id: 3, rating: 5, review: 'Bagus' };
    expect(v.parse(ReviewStoreInput, course)).toMatchObject({ type: 'lms', rating: 5 });
    expect(v.safeParse(ReviewStoreInput, { ...course, type: 'ecom' }).success).toBe(false);
    expect(v.parse(ReviewStoreInput, { ...course, type: 'ecom', pricelist_type: 'b2c', pricelist_tier: 3, warehouse_id: 2, rating: '4' })).toMatchObject({ rating: 4 });
    expect(v.safeParse(ReviewStoreInput, { ...course, review: ' ' }).issues?.[0]?.message).toBe('Review harus diisi');
  });

  it('requires every survey answer (Value is required)', () => {
    const input = { user_id: 1, channel: 'lms', item_id: 2, schedule_id: 0, answer: [{ survey_id: 1, user_answer: '' }] };
    expect(v.safeParse(SurveyStoreInput, input).issues?.[0]?.message).toBe('Value is required');
    expect(v.parse(SurveyStoreInput, { ...input, answer: [{ survey_id: 1, user_answer: ' Puas ' }] }).answer[0]!.user_answer).toBe('Puas');
  });
});
