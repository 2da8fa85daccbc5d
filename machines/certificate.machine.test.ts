import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Certificate } from '../src/api/certificate';
import type { SurveyQuestion } from '../src/api/survey';
import { certificateFailureText, certificateMachine, type CertificateCallInput, type CertificateRequest } from './certificate.machine';
import { surveyMachine, type StoreSurveyInput } from './survey.machine';
import { apiError, controllable, flush } from './testing/fixtures';
import { certificate, question } from './testing/learning-fixtures';

function start(request: CertificateRequest | null = null) {
  const generate = controllable<Certificate, CertificateCallInput>();
  const download = controllable<Certificate, CertificateCallInput>();
  const load = controllable<SurveyQuestion[], { courseId: number }>();
  const store = controllable<void, StoreSurveyInput>();
  const survey = surveyMachine.provide({ actors: { loadQuestions: load.logic, storeSurvey: store.logic } });
  const actor = createActor(certificateMachine.provide({ actors: { generate: generate.logic, download: download.logic, survey } }), {
    input: { userId: 1, request, surveyCancellable: true },
  });
  const events: string[] = [];
  const ready: Certificate[] = [];
  actor.on('*', (e) => {
    events.push(e.type);
    if (e.type === 'certificate.ready') ready.push(e.certificate);
  });
  actor.start();
  return { actor, generate, download, load, store, events, ready };
}

const completion = { courseId: 35, scheduleId: null, schema: 'normal' };

describe('certificateMachine (commerce §4 "Certificates", §8 "Certificate: 411 opens the survey")', () => {
  it('CertificateTask starts at once; 411 → the survey → stored → the certificate again', async () => {
    const t = start(completion);
    expect(t.generate.last().input).toEqual({ userId: 1, courseId: 35, scheduleId: null });
    t.generate.last().reject(apiError(411, 'Silahkan isi survey terlebih dahulu'));
    await flush();
    expect(t.actor.getSnapshot().matches('surveying')).toBe(true);
    const child = t.actor.getSnapshot().children.survey!;
    t.load.last().resolve([question(1)]);
    await flush();
    child.send({ type: 'answer.set', surveyId: 1, value: 'Ya' });
    child.send({ type: 'survey.submit' });
    t.store.last().resolve();
    await flush();
    expect(t.events).toContain('survey.stored');
    expect(t.generate.calls).toHaveLength(2);
    t.generate.last().resolve(certificate(35));
    await flush();
    expect(t.ready.map((c) => c.id)).toEqual([35]);
    expect(t.actor.getSnapshot().matches('idle')).toBe(true);
  });

  it("a second 411 after a stored survey is an error: 'Error Certificate : {message} ({code})'", async () => {
    const t = start(completion);
    t.generate.last().reject(apiError(411, 'Silahkan isi survey terlebih dahulu'));
    await flush();
    t.load.last().resolve([]);
    await flush();
    // No question: closed without a survey.
    expect(t.events).toContain('certificate.closed');
    t.actor.send({ type: 'certificate.open', request: completion });
    t.generate.last().reject(apiError(422, 'Kursus belum selesai'));
    await flush();
    expect(t.actor.getSnapshot().hasTag('blocking')).toBe(true);
    expect(certificateFailureText(t.actor.getSnapshot().context)).toBe('Error Certificate : Kursus belum selesai (422)');
    t.actor.send({ type: 'failure.dismiss' });
    expect(t.actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('the certificate tab waits for Lihat Sertifikat; a webinar schema with a schedule downloads the webinar certificate', async () => {
    const t = start();
    expect(t.actor.getSnapshot().matches('idle')).toBe(true);
    t.actor.send({ type: 'certificate.open', request: { courseId: 25, scheduleId: 12, schema: 'sync2024' } });
    expect(t.generate.calls).toHaveLength(0);
    expect(t.download.last().input).toEqual({ userId: 1, courseId: 25, scheduleId: 12 });
    t.download.last().reject(apiError(404, 'Jadwal tidak ditemukan'));
    await flush();
    expect(certificateFailureText(t.actor.getSnapshot().context)).toBe('Error Certificate : Jadwal tidak ditemukan (404)');
  });
});
