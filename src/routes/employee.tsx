/**
 * /employee — Employee, the public data-update form (portal spec §2 "/employee", route table "No login needed";
 * blank layout: no header and footer, portal §2 Layout). The HR API it calls is configured with the form's actors
 * (src/features/employee-form/employee-form.actors.ts, `configureHris`).
 */
import { createFileRoute } from '@tanstack/react-router';
import { EmployeeFormPage } from '../features/employee-form/employee-form-page';

export const Route = createFileRoute('/employee')({
  staticData: { blankLayout: true },
  component: EmployeeFormPage,
});
