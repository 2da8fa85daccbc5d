/**
 * The real actors of machines/employee-form.machine.ts: the HR API (src/api/hris.ts, its own base URL and fixed
 * bearer) and the file-manager upload (src/api/file-manager.ts) after the one file checker (src/api/file-check.ts).
 *
 * The HR client takes the site's configuration here, with the form's code (portal §7 "Employee (HR) API"), not at
 * start-up: the HR module and its schemas stay out of every other page's initial load (decision 092).
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { EmployeeLookupOutput, EmployeeUploadEvent, UploadInput } from '../../../machines/employee-form.machine';
import { toFailure } from '../../api/errors';
import { IMAGE_RULE, checkFileBytes } from '../../api/file-check';
import { uploadFile } from '../../api/file-manager';
import { configureHris, listCompanies, listDepartments, listManagers, listPositions, searchEmployeeEmail, submitEmployee, type Company, type EmployeePayload } from '../../api/hris';
import { config } from '../../config/config';

// The employee (HR) API's own base URL and fixed bearer (portal §7 "Employee (HR) API").
configureHris({ baseUrl: config.hrisUrl, token: config.hrisToken });

export const createEmployeeFormActors = () => ({
  loadCompanies: fromPromise<Company[], void>(() => listCompanies()),
  /** The lookup first (it sends the OTP), then the company's three lists together. */
  lookup: fromPromise<EmployeeLookupOutput, { companyId: number; email: string }>(async ({ input }) => {
    const record = await searchEmployeeEmail(input.companyId, { email: input.email });
    const [departments, positions, managers] = await Promise.all([
      listDepartments(input.companyId),
      listPositions(input.companyId),
      listManagers(input.companyId),
    ]);
    return { record, departments, positions, managers };
  }),
  /** Check the image (type, extension, signature, under 2 MB), then upload it to `hris/<kind>` with progress. */
  upload: fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
    const abort = new AbortController();
    const send = (e: EmployeeUploadEvent) => {
      if (!abort.signal.aborted) sendBack(e);
    };
    void (async () => {
      const refusal = await checkFileBytes(IMAGE_RULE, input.file);
      if (refusal) return send({ type: 'upload.failed', message: refusal });
      try {
        const result = await uploadFile(`hris/${input.slot.kind}`, input.file, input.file.name, {
          signal: abort.signal,
          onProgress: (p) => send({ type: 'upload.progress', fraction: p.fraction }),
        });
        send({ type: 'upload.done', url: result.originalUrl });
      } catch (error) {
        send({ type: 'upload.failed', message: toFailure(error).message });
      }
    })();
    return () => abort.abort();
  }),
  submit: fromPromise<unknown, { companyId: number; payload: EmployeePayload }>(({ input }) => submitEmployee(input.companyId, input.payload)),
});
