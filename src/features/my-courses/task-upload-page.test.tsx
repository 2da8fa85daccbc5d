// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { WorkInfo } from '../../api/assignment';
import { checkFile } from '../../api/file-check';
import { TASK_FILE_RULE } from '../../api/assignment';
import type { SurveyQuestion } from '../../api/survey';
import { surveyMachine, type StoreSurveyInput } from '../../../machines/survey.machine';
import { taskUploadMachine, type SubmitWorkInput } from '../../../machines/task-upload.machine';
import { question, workInfo } from '../../../machines/testing/learning-fixtures';
import { TaskUploadPage } from './task-upload-page';

afterEach(cleanup);

const TYPE_MESSAGE = "Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4";

function setup() {
  const sent: SubmitWorkInput[] = [];
  let finish: (w: WorkInfo) => void = () => {};
  const stored: StoreSurveyInput[] = [];
  const logic = taskUploadMachine.provide({
    actors: {
      checkFile: fromPromise(async ({ input }: { input: { file: File } }) => checkFile(TASK_FILE_RULE, input.file)),
      submitWork: fromPromise(
        ({ input }: { input: SubmitWorkInput }) =>
          new Promise<WorkInfo>((resolve) => {
            sent.push(input);
            finish = resolve;
          }),
      ),
      survey: surveyMachine.provide({
        actors: {
          loadQuestions: fromPromise(async (): Promise<SurveyQuestion[]> => [question(1, ['Puas', 'Kurang'])]),
          storeSurvey: fromPromise(async ({ input }: { input: StoreSurveyInput }): Promise<void> => {
            stored.push(input);
          }),
        },
      }),
    },
  });
  const onDone = vi.fn();
  render(
    <TaskUploadPage
      input={{ userId: 1, userName: 'Siti', userEmail: 'anggota@demo.test', userImage: '', courseId: 13, scheduleId: 8 }}
      onDone={onDone}
      logic={logic}
      loadCourseTitle={async (id) => (id === 13 ? 'Roti Manis Aneka Isi untuk Usaha' : 'lain')}
    />,
  );
  return { sent, stored, onDone, finish: (w: WorkInfo) => finish(w) };
}

describe('Upload Tugas page', () => {
  it('refuses a wrong type with the exact alert and clears the input; sends with a progress bar; then the survey; then Kursus Saya', async () => {
    const t = setup();
    // The page names the course and draws the picker in Indonesian (not the browser's 'Choose File').
    expect(await screen.findByText('Roti Manis Aneka Isi untuk Usaha')).toBeTruthy();
    expect(screen.getByText('Belum ada berkas dipilih')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cara mengumpulkan tugas' })).toBeTruthy();
    const input = screen.getByLabelText('File tugas') as HTMLInputElement;
    expect(input.accept).toContain('.png');
    fireEvent.change(input, { target: { files: [new File(['x'], 'tugas.exe', { type: 'application/x-msdownload' })] } });
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(TYPE_MESSAGE)).toBeTruthy();
    expect((screen.getByLabelText('File tugas') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));

    fireEvent.change(screen.getByLabelText('File tugas'), { target: { files: [new File(['png'], 'tugas.png', { type: 'image/png' })] } });
    expect(await screen.findByText('tugas.png')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Deskripsi tugas'), { target: { value: 'Roti saya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirimkan Tugas' }));
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    t.sent[0]!.onProgress(0.5);
    expect((await screen.findByRole('progressbar', { name: 'Progres upload' })).getAttribute('aria-valuenow')).toBe('50');
    t.finish(workInfo(13));

    const survey = await screen.findByRole('dialog', { name: 'Survey Kursus' });
    expect(within(survey).queryByRole('button', { name: 'Tutup' })).toBeNull();
    fireEvent.click(await within(survey).findByRole('button', { name: 'Kirim Survey' }));
    expect(within(survey).getByText('Value is required')).toBeTruthy();
    fireEvent.click(within(survey).getByRole('radio', { name: 'Puas' }));
    fireEvent.click(within(survey).getByRole('button', { name: 'Kirim Survey' }));
    await vi.waitFor(() => expect(t.onDone).toHaveBeenCalledTimes(1));
    expect(t.stored).toEqual([{ userId: 1, courseId: 13, scheduleId: 8, answers: [{ survey_id: 1, user_answer: 'Puas' }] }]);
  });

  it('shows the required texts after a submit attempt', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Kirimkan Tugas' }));
    expect(await screen.findByText('File tugas harus diisi')).toBeTruthy();
    expect(screen.getByText('Deskripsi tugas harus diisi')).toBeTruthy();
  });
});
