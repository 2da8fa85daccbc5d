/**
 * Drivers of the learning machines on 'Kursus Saya' (commerce/portal learning spec; decisions 031, 032):
 * - course start (machines/course-start.machine.ts): 'Mulai Kursus' / 'Lanjut' / 'Mulai Lagi' on a course card;
 *   an assessor's 'Pilih Jadwal' dialog (a schedule, 'Masuk Webinar', 'Jadwal harus diisi');
 * - survey (machines/survey.machine.ts): the 'Survey Kursus' dialog, one group per question, 'Kirim Survey',
 *   'Value is required' on an empty answer;
 * - certificate (machines/certificate.machine.ts): the certificate opened from a finished course (generated, or
 *   the survey first when it is missing), the image page.
 * tests/e2e/learning.spec.ts performs its clicks through the named actions below.
 *
 * Their paths start on a course card in a given learning stage, with the learning site's answers: the seed holds
 * one course per stage for the journeys, not one per path, so these exported paths are not started on their own
 * (the journeys cover the stages the seed has).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { DriverContext, MachineDriver } from './types';

const NOT_ARRANGED = 'starts on a course card in a given learning stage, which the seed has once per journey, not per path';
const never = () => {
  throw new Error(NOT_ARRANGED);
};

export const courseCard = (page: Page, title: string) => page.getByRole('article', { name: title });
export const schedulePicker = (page: Page) => page.getByRole('dialog', { name: 'Pilih Jadwal' });
export const surveyDialog = (page: Page) => page.getByRole('dialog', { name: 'Survey Kursus' });

// Course start.
/** 'Mulai Kursus' (or 'Lanjut', 'Mulai Lagi') on a course card. */
export async function startCourse(card: Locator, label: 'Mulai Kursus' | 'Lanjut' | 'Mulai Lagi' = 'Mulai Kursus') {
  await card.getByRole('button', { name: label }).click();
}
export async function chooseSchedule(page: Page, name: RegExp | string) {
  await schedulePicker(page).getByRole('radio', { name }).check();
}
export async function enterWebinar(page: Page) {
  await schedulePicker(page).getByRole('button', { name: 'Masuk Webinar' }).click();
}

export const courseStartDriver: MachineDriver = {
  machineId: 'courseStart',
  start: never,
  requests: {},
  events: {
    'course.start': async ({ page }) => page.getByRole('button', { name: /^(Mulai Kursus|Lanjut|Mulai Lagi)$/ }).first().click(),
    'schedule.choose': async ({ page }, { event, before }) => {
      const id = (event as unknown as { scheduleId: number }).scheduleId;
      const schedule = (before.context as { schedules: Array<{ id: number; title?: string; name?: string }> }).schedules.find((s) => s.id === id);
      await chooseSchedule(page, schedule?.title ?? schedule?.name ?? String(id));
    },
    'schedule.confirm': async ({ page }) => enterWebinar(page),
    'picker.close': async ({ page }) => schedulePicker(page).getByRole('button', { name: 'Batal' }).click(),
    // 'Terjadi kesalahan': its button tries again.
    'failure.confirm': async ({ page }) => page.getByRole('dialog', { name: 'Terjadi kesalahan' }).getByRole('button', { name: 'Coba Lagi' }).click(),
  },
  async see({ page }: DriverContext, s: AnyMachineSnapshot) {
    const c = s.context as { error?: string | null };
    if (s.matches('picking' as never) || s.hasTag('picker' as never)) await expect(schedulePicker(page)).toBeVisible();
    if (c.error) await expect(page.getByText(c.error)).toBeVisible();
  },
  cannot: () => `course start ${NOT_ARRANGED}`,
};

// Survey.
/** Answer every question of the open survey (the first option, or a sentence). */
export async function answerSurvey(page: Page, text = 'Materinya jelas dan mudah diikuti.') {
  const groups = surveyDialog(page).getByRole('group');
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const radios = group.getByRole('radio');
    if ((await radios.count()) > 0) await radios.first().check();
    else await group.getByRole('textbox').fill(text);
  }
  return count;
}
export async function submitSurvey(page: Page) {
  await surveyDialog(page).getByRole('button', { name: 'Kirim Survey' }).click();
}

export const surveyDriver: MachineDriver = {
  machineId: 'survey',
  start: never,
  requests: {},
  events: {
    'answer.set': async ({ page }, { event, before }) => {
      const e = event as unknown as { surveyId: number; value: string };
      // One group per question, in the survey's order.
      const index = (before.context as { questions: Array<{ id: number }> }).questions.findIndex((q) => q.id === e.surveyId);
      const group = surveyDialog(page).getByRole('group').nth(index);
      const radio = group.getByRole('radio', { name: e.value });
      if ((await radio.count()) > 0) await radio.check();
      else await group.getByRole('textbox').fill(e.value);
    },
    'survey.submit': async ({ page }) => submitSurvey(page),
    // The survey could not load: 'Tutup' or 'Coba Lagi'; while answering, 'Tutup' cancels it when allowed.
    'survey.retry': async ({ page }) => surveyDialog(page).getByRole('button', { name: 'Coba Lagi' }).click(),
    'survey.cancel': async ({ page }) => surveyDialog(page).getByRole('button', { name: 'Tutup' }).click(),
    'survey.close': async ({ page }) => surveyDialog(page).getByRole('button', { name: 'Tutup' }).first().click(),
    // A failed save: 'Tutup' under its message.
    'failure.dismiss': async ({ page }) => surveyDialog(page).getByRole('button', { name: 'Tutup' }).last().click(),
  },
  async see({ page }, s) {
    if (s.status === 'done') {
      await expect(surveyDialog(page)).toHaveCount(0);
      return;
    }
    if (s.hasTag('loading' as never)) return;
    await expect(surveyDialog(page)).toBeVisible();
  },
  cannot: () => `the survey ${NOT_ARRANGED}`,
};

// Certificate.
export async function expectCertificateImage(page: Page) {
  await page.waitForURL(/\/certificate\/[^/]+\.svg$/);
  await expect(page.getByRole('img', { name: /^Sertifikat / })).toHaveAttribute('src', /\/storage\/certificate\/[^?]+\.svg\?v=[a-z0-9]{5}$/);
}

export const certificateDriver: MachineDriver = {
  machineId: 'certificate',
  start: never,
  requests: {},
  events: {
    'certificate.open': async ({ page }) => page.getByRole('button', { name: /^(Mulai Lagi|Lihat Sertifikat)/ }).first().click(),
    // 'Terjadi kesalahan' on the certificate page: 'Tutup' goes back to the courses.
    'failure.dismiss': async ({ page }) => page.getByRole('dialog', { name: 'Terjadi kesalahan' }).getByRole('button', { name: 'Tutup' }).click(),
  },
  async see({ page }, s) {
    if (s.status === 'done') await expectCertificateImage(page);
    if (s.hasTag('survey' as never)) await expect(surveyDialog(page)).toBeVisible();
  },
  cannot: () => `the certificate ${NOT_ARRANGED}`,
};
