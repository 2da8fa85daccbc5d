/**
 * Driver of machines/employee-form.machine.ts: the employee data form at /employee (portal §2, §4, §5, §8; decision
 * 037), public. The HR API is answered at its edge (`/hris/api/hris/…`, the HR envelope `{ code, message, data }`);
 * an image upload is the real file manager's, with a small PNG (or, when the path expects the refusal, a file over
 * 2 MB), so its progress and result come from the app itself. The journeys (tests/e2e/voucher-employee.spec.ts)
 * use the named actions below.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { EDUCATION_LABEL, EMPLOYEE_SAVED, FIELD_LABEL, type EducationField, type EmployeeField, type EmployeeFormContext, type ImageSlot } from '../../machines/employee-form.machine';
import type { DriverContext, MachineDriver, PathPlan } from './types';

const T = {
  company: 'Perusahaan',
  email: 'Email',
  lookup: 'Cari',
  retry: 'Coba Lagi',
  addEducation: 'Tambah Data Pendidikan',
  removeEducation: 'Hapus Data Pendidikan',
  educationBlock: (n: number) => `Pendidikan ${n}`,
  save: 'Simpan Data',
  alertTitle: 'Perhatian',
  savedTitle: 'Berhasil',
  close: 'Tutup',
  ok: 'OK',
  enlarged: 'Pratinjau gambar',
  enlarge: (label: string) => `Perbesar ${label}`,
  uploading: (label: string) => `Mengunggah ${label}`,
  form: 'Form Data Karyawan',
};

/** A 1×1 PNG (a valid image under 2 MB). */
export const SMALL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A PNG over 2 MB (the form refuses it: 'Ukuran file harus dibawah 2MB'). */
export const LARGE_PNG = Buffer.concat([SMALL_PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);

export const employeeForm = (page: Page) => page.getByRole('form', { name: T.form });

/** A field's label as the form shows it (the label text, then the required mark or a hint). */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The fieldset of an education block by its key (its position in the form). */
function educationBlock(page: Page, c: EmployeeFormContext, key: number): Locator {
  const i = c.education.findIndex((b) => b.key === key);
  return page.getByRole('group', { name: T.educationBlock(i + 1), exact: true });
}

/** Where an image slot's controls are (the form, or its education block). */
function slotScope(page: Page, c: EmployeeFormContext, slot: ImageSlot): { scope: Locator | Page; label: string } {
  if (slot.kind === 'ijazah') return { scope: educationBlock(page, c, slot.key), label: EDUCATION_LABEL.url_ijazah };
  return { scope: employeeForm(page), label: FIELD_LABEL[`url_${slot.kind}` as EmployeeField] };
}

// Named actions a person takes (the journeys call them too).
export async function chooseCompany(page: Page, companyId: number) {
  await page.getByLabel(label(T.company)).selectOption(String(companyId));
}
export async function typeEmail(page: Page, email: string) {
  await page.getByLabel(label(T.email)).fill(email);
}
export async function pressLookup(page: Page) {
  await page.getByRole('button', { name: T.lookup, exact: true }).click();
}
export async function setField(page: Page, field: EmployeeField, value: string) {
  const control = employeeForm(page).getByLabel(label(FIELD_LABEL[field]));
  if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
  else await control.fill(value);
}
export async function chooseImage(page: Page, c: EmployeeFormContext, slot: ImageSlot, file: Buffer = SMALL_PNG) {
  const where = slotScope(page, c, slot);
  await where.scope.getByLabel(label(where.label)).setInputFiles({ name: `${slot.kind}.png`, mimeType: 'image/png', buffer: file });
}
export async function pressSave(page: Page) {
  await page.getByRole('button', { name: T.save }).click();
}

/** The image slot showing `url`, if the form shows it. */
function imageSlotOf(c: EmployeeFormContext, url: string): ImageSlot | null {
  const own = (['ktp', 'kk', 'npwp'] as const).find((kind) => c.fields[`url_${kind}` as EmployeeField] === url);
  if (own) return { kind: own };
  const block = c.education.find((b) => b.url_ijazah === url);
  return block ? { kind: 'ijazah', key: block.key } : null;
}


/** The path stops while an upload runs, or expects an upload result no real file gives. */
function cannot(plan: PathPlan, snapshots: AnyMachineSnapshot[]): string | null {
  for (const [i, e] of plan.events.entries()) {
    if (e.type !== 'image.choose' || !snapshots[i]!.can(e as never)) continue;
    const rest = plan.events.slice(i + 1);
    const end = rest.findIndex((x) => x.type === 'upload.done' || x.type === 'upload.failed');
    if (end < 0) return `step ${i + 1}: a real upload finishes by itself in a moment; the path stops while it runs`;
    const failed = rest[end]!.type === 'upload.failed' ? (rest[end] as unknown as { message: string }).message : null;
    if (failed !== null && !/2MB/.test(failed)) return `step ${i + 2 + end}: the upload refusal '${failed}' is not one a file can cause`;
  }
  for (const [i, e] of plan.events.entries()) {
    if (e.type.startsWith('xstate.error.actor.upload') && snapshots[i]!.can(e as never)) return `step ${i + 1}: the upload actor crashing is not something a file can cause`;
  }
  return null;
}

const hr = (data: unknown) => ({ status: true, code: 200, message: 'OK', data });

export const employeeFormDriver: MachineDriver = {
  machineId: 'employeeForm',
  async start(ctx) {
    // The path's HR records name images in the HR file store that this gateway never stored: show a stand-in
    // picture for those (the page only displays them); images uploaded during the path are the real ones.
    await ctx.page.route(/\/storage\/hris\//, async (route) => {
      const real = await route.fetch();
      if (real.status() === 404) return route.fulfill({ status: 200, contentType: 'image/png', body: SMALL_PNG });
      return route.fulfill({ response: real });
    });
    await ctx.page.goto('/employee');
  },
  requests: {
    loadCompanies: { method: 'GET', url: /^\/hris\/api\/hris\/list_company/, body: hr },
    lookup: {
      method: 'POST',
      url: /^\/hris\/api\/hris\/\d+\/search_email/,
      body: (o) => hr([(o as { record: unknown }).record]),
      followedBy: [
        { method: 'GET', url: /\/list_department/, body: (o) => hr((o as { departments: unknown }).departments) },
        { method: 'GET', url: /\/list_position/, body: (o) => hr((o as { positions: unknown }).positions) },
        { method: 'GET', url: /\/list_manager/, body: (o) => hr((o as { managers: unknown }).managers) },
      ],
    },
    submit: { method: 'POST', url: /^\/hris\/api\/hris\/\d+\/validation_post_employee/, body: (o) => hr(o ?? {}) },
  },
  events: {
    'companies.retry': async ({ page }) => page.getByRole('button', { name: T.retry }).click(),
    'company.select': async ({ page }, { event }) => chooseCompany(page, (event as unknown as { companyId: number }).companyId),
    'email.change': {
      when: (s, e) => (s.context as EmployeeFormContext).email !== (e as unknown as { email: string }).email,
      otherwise: 'types the e-mail the field already holds, which changes nothing on the page',
      do: async ({ page }, { event }) => typeEmail(page, (event as unknown as { email: string }).email),
    },
    lookup: async ({ page }) => pressLookup(page),
    'field.change': {
      when: (s, e) => {
        const x = e as unknown as { field: EmployeeField; value: string };
        return (s.context as EmployeeFormContext).fields[x.field] !== x.value;
      },
      otherwise: 'types what the field already holds, which changes nothing on the page',
      do: async ({ page }, { event }) => {
        const e = event as unknown as { field: EmployeeField; value: string };
        await setField(page, e.field, e.value);
      },
    },
    'education.add': async ({ page }) => page.getByRole('button', { name: T.addEducation }).click(),
    'education.remove': async ({ page }, { event, before }) =>
      educationBlock(page, before.context as EmployeeFormContext, (event as unknown as { key: number }).key)
        .getByRole('button', { name: T.removeEducation })
        .click(),
    'education.change': async ({ page }, { event, before }) => {
      const e = event as unknown as { key: number; field: EducationField; value: string };
      const control = educationBlock(page, before.context as EmployeeFormContext, e.key).getByLabel(label(EDUCATION_LABEL[e.field]));
      if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(e.value);
      else await control.fill(e.value);
    },
    'image.choose': async ({ page }, { event, before, later }) => {
      const slot = (event as unknown as { slot: ImageSlot }).slot;
      // The path says how the upload ends: a refusal needs a file over 2 MB.
      const end = later.find((e) => e.type === 'upload.done' || e.type === 'upload.failed');
      await chooseImage(page, before.context as EmployeeFormContext, slot, end?.type === 'upload.failed' ? LARGE_PNG : SMALL_PNG);
    },
    // The real upload reports these by itself.
    'upload.progress': async () => {},
    'upload.done': async () => {},
    'upload.failed': async () => {},
    'image.open': {
      when: (s, e) => imageSlotOf(s.context as EmployeeFormContext, (e as unknown as { url: string }).url) !== null,
      otherwise: 'opens an image the form does not show',
      do: async ({ page }, { event, before }) => {
        const c = before.context as EmployeeFormContext;
        const where = slotScope(page, c, imageSlotOf(c, (event as unknown as { url: string }).url)!);
        await where.scope.getByRole('button', { name: T.enlarge(where.label) }).click();
      },
    },
    'image.close': {
      when: (s) => (s.context as EmployeeFormContext).enlarged !== null,
      otherwise: 'closes an enlarged image while none is open',
      do: async ({ page }) => {
        await expect(page.getByRole('dialog', { name: T.enlarged })).toBeVisible();
        await page.keyboard.press('Escape');
      },
    },
    submit: async ({ page }) => pressSave(page),
    'alert.dismiss': {
      when: (s) => s.matches('saved' as never) || ((s.context as EmployeeFormContext).alert !== null && !s.matches('companiesFailed' as never)),
      otherwise: 'closes an alert while none is open',
      do: async ({ page }, { before }) => {
        if (before.matches('saved' as never)) await page.getByRole('alertdialog', { name: T.savedTitle }).getByRole('button', { name: T.ok }).click();
        else await page.getByRole('alertdialog', { name: T.alertTitle }).getByRole('button', { name: T.close }).click();
      },
    },
  },
  async see({ page }: DriverContext, s) {
    const c = s.context as EmployeeFormContext;
    // The form's fields are disabled together (one fieldset): No. KTP stands for them.
    const body = employeeForm(page).getByLabel(label(FIELD_LABEL.no_ktp));
    if (s.hasTag('loading' as never)) {
      await expect(page.getByLabel(label(T.company))).toBeDisabled();
      return;
    }
    if (s.matches('companiesFailed' as never)) {
      await expect(page.getByRole('alert').filter({ hasText: c.alert ?? '' })).toBeVisible();
      await expect(page.getByRole('button', { name: T.retry })).toBeVisible();
      return;
    }
    if (s.matches('saved' as never)) {
      await expect(page.getByRole('alertdialog', { name: T.savedTitle })).toContainText(EMPLOYEE_SAVED);
      return;
    }
    if (s.hasTag('unlocked' as never) && !s.hasTag('busy' as never)) await expect(body).toBeEnabled();
    if (s.matches('locked' as never)) await expect(body).toBeDisabled();
    if (c.notice) await expect(page.getByText(c.notice.text)).toBeVisible();
    if (c.alert !== null) await expect(page.getByRole('alertdialog', { name: T.alertTitle })).toContainText(c.alert);
    else await expect(page.getByRole('alertdialog', { name: T.alertTitle })).toHaveCount(0);
    if (c.enlarged !== null) await expect(page.getByRole('dialog', { name: T.enlarged })).toBeVisible();
    for (const message of Object.values(c.uploadErrors)) if (message) await expect(page.getByText(message).first()).toBeVisible();
    await expect(page.getByRole('group', { name: /^Pendidikan \d+$/ })).toHaveCount(c.education.length);
  },
  cannot,
};

