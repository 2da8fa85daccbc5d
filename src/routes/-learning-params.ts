/** Path params of the learning pages (upload task, CertificateTask): a positive integer id, or null. */
export function positiveId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
