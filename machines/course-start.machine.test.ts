import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { courseStartMachine, type LoadSchedulesInput } from './course-start.machine';
import type { Schedule } from '../src/api/schedule';
import { apiError, controllable, flush } from './testing/fixtures';
import { enrolled, LMS, schedule } from './testing/learning-fixtures';

function start(assessor: boolean) {
  const load = controllable<Schedule[], LoadSchedulesInput>();
  const actor = createActor(courseStartMachine.provide({ actors: { loadSchedules: load.logic } }), { input: { userId: 4, assessor, lmsUrl: LMS } });
  const opened: unknown[] = [];
  const reloads: unknown[] = [];
  actor.on('start.open', (e) => opened.push(e.target));
  actor.on('list.reload', (e) => reloads.push(e));
  actor.start();
  return { actor, load, opened, reloads };
}

describe('courseStartMachine (commerce §4 start behaviour, §5 schedule, §6, §8 schedule load)', () => {
  it('a learner goes straight to the webinar lesson with the course id and order id', () => {
    const { actor, load, opened } = start(false);
    actor.send({ type: 'course.start', course: enrolled(11, { schema: 'normal', percentage: 45, orderId: 902 }) });
    expect(opened).toEqual([{ kind: 'lesson', url: '/lms-site/lesson-webinar/11/902' }]);
    expect(load.calls).toHaveLength(0);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it("a learner's finished normal course opens CertificateTask; other schemas the lesson by slug", () => {
    const { actor, opened } = start(false);
    actor.send({ type: 'course.start', course: enrolled(35, { percentage: 100 }) });
    actor.send({ type: 'course.start', course: enrolled(7, { schema: 'webinar' }) });
    expect(opened).toEqual([{ kind: 'certificateTask', courseId: 35 }, { kind: 'lesson', url: '/lms-site/lesson/kursus-7' }]);
  });

  it("an assessor with several schedules picks one: 'Jadwal harus diisi' first, then the chosen schedule's webinar", async () => {
    const { actor, load, opened } = start(true);
    actor.send({ type: 'course.start', course: enrolled(8, { schema: 'offline' }) });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(load.last().input).toEqual({ userId: 4, courseId: 8 });
    load.last().resolve([schedule(2), schedule(3), schedule(4)]);
    await flush();
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    actor.send({ type: 'schedule.confirm' });
    expect(actor.getSnapshot().context.pickError).toBe('Jadwal harus diisi');
    actor.send({ type: 'schedule.choose', scheduleId: 42 });
    expect(actor.getSnapshot().context.chosen).toBeNull();
    actor.send({ type: 'schedule.choose', scheduleId: 3 });
    expect(actor.getSnapshot().context.pickError).toBeNull();
    actor.send({ type: 'schedule.confirm' });
    expect(opened).toEqual([{ kind: 'lesson', url: '/lms-site/lesson-webinar/8/3' }]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.course).toBeNull();
  });

  it('one schedule goes straight on; closing the picker opens nothing', async () => {
    const { actor, load, opened } = start(true);
    actor.send({ type: 'course.start', course: enrolled(20) });
    load.last().resolve([schedule(7, 20)]);
    await flush();
    expect(opened).toEqual([{ kind: 'lesson', url: '/lms-site/lesson-webinar/20/7' }]);
    actor.send({ type: 'course.start', course: enrolled(9) });
    load.last().resolve([schedule(5, 9), schedule(6, 9)]);
    await flush();
    actor.send({ type: 'picker.close' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(opened).toHaveLength(1);
  });

  it('404 shows no alert and goes to the webinar with the course order id; another failure alerts and reloads on Coba Lagi', async () => {
    const { actor, load, opened, reloads } = start(true);
    actor.send({ type: 'course.start', course: enrolled(37, { schema: 'sync2024', orderId: 0 }) });
    load.last().reject(apiError(404, 'Data tidak ditemukan'));
    await flush();
    expect(actor.getSnapshot().hasTag('blocking')).toBe(false);
    expect(opened).toEqual([{ kind: 'lesson', url: '/lms-site/lesson-webinar/37/0' }]);
    actor.send({ type: 'course.start', course: enrolled(8) });
    load.last().reject(apiError(500, 'Server sibuk'));
    await flush();
    expect(actor.getSnapshot().hasTag('blocking')).toBe(true);
    expect(actor.getSnapshot().context.failure?.message).toBe('Server sibuk');
    actor.send({ type: 'failure.confirm' });
    expect(reloads).toHaveLength(1);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
