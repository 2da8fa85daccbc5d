// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { enrolled, workInfo } from '../../../machines/testing/learning-fixtures';

const getWorkInfo = vi.fn();
vi.mock('../../api/assignment', async (original) => ({ ...(await original<typeof import('../../api/assignment')>()), getWorkInfo: (id: number) => getWorkInfo(id) }));

const { WorkDetailDialog } = await import('./work-detail');

afterEach(cleanup);

describe('assignment detail (commerce §2 modal, §8 work info error)', () => {
  it('shows what was sent', async () => {
    getWorkInfo.mockResolvedValueOnce({ ...workInfo(20), feedback_user: 'Cheesecake saya', files: [{ name: 'kue.png', url: '/storage/upload/tugas/a.png', size: 2048, mime: 'image/png' }] });
    render(<WorkDetailDialog item={enrolled(20, { percentage: 100, tugas: 'submitted' })} onClose={() => {}} />);
    expect(await screen.findByText('Cheesecake saya')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kue.png' }).getAttribute('href')).toBe('/storage/upload/tugas/a.png');
    expect(getWorkInfo).toHaveBeenCalledWith(20);
  });

  it('a failed work info shows the empty detail, not an error', async () => {
    getWorkInfo.mockRejectedValueOnce(Object.assign(new Error('Data tidak ditemukan'), { code: 404, kind: 'server' }));
    render(<WorkDetailDialog item={enrolled(20, { percentage: 100, tugas: 'submitted' })} onClose={() => {}} />);
    expect(await screen.findByText('Detail tugas belum tersedia.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
