/**
 * Writes the portal / issue-11 demo data (content, media posts, help centre, FAQ, organisation structure, About Us
 * profiles, events and tickets, restaurant vouchers, the HR stand-in's companies and employees) inside the seed
 * transaction of src/gateway/db/seed.ts. The data lives in ./content.ts, ./events.ts, ./vouchers.ts, ./hris.ts.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import {
  mediaPostBody,
  seedCompanyProfiles,
  SEED_FAQS,
  SEED_HELP_CENTER,
  SEED_MEDIA_CATEGORIES,
  SEED_MEDIA_POSTS,
  SEED_ORG_MEMBERS,
  slugOf,
} from './content';
import { SEED_EVENTS } from './events';
import { SEED_HRIS_COMPANIES, SEED_HRIS_EMPLOYEES, SEED_HRIS_SCANS } from './hris';
import { SEED_PNG } from './learning';
import { storeFiles } from '../services/storage';
import { SEED_VOUCHER_PROMOS, voucherCodeOf } from './vouchers';
import { emptyPersonalInfo } from '../../api/hris';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A ticket code for the QR: 'EVT-' and 10 hex digits derived from event and member (stable per seed). */
export function ticketCode(eventSlug: string, userId: number): string {
  return `EVT-${createHash('sha256').update(`dapur-kursus-ticket:${eventSlug}:${userId}`).digest('hex').slice(0, 10).toUpperCase()}`;
}

/**
 * Insert the issue-11 demo rows.
 * @param ctx.userIds demo account ids by key (anggota, b2b, ...), from the users seed.
 * @throws when a referenced demo account or HR reference name is missing (the transaction rolls back).
 */
export async function seedPortal(tx: Db, now: Date, ctx: { userIds: Map<string, number> }): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);

  // ── Content ──
  await tx.insert(s.mediaCategories).values(SEED_MEDIA_CATEGORIES.map((c) => ({ ...c })));
  await tx.insert(s.mediaPosts).values(
    SEED_MEDIA_POSTS.map((p) => ({
      category_id: p.category_id,
      slug_content: p.slug,
      blog_title: p.title,
      banner: `/media/blog/${p.slug}.svg`,
      thumbnail: `/media/blog/${p.slug}.svg`,
      blog_description: mediaPostBody(p),
      meta_description: p.summary,
      author: p.author,
      status: p.status,
      date_publish: at(-p.hours_ago * HOUR_MS),
      created_at: at(-(Math.max(p.hours_ago, 0) + 24) * HOUR_MS),
      updated_at: at(-Math.max(p.hours_ago, 0) * HOUR_MS),
    })),
  );
  await tx.insert(s.helpCenterEntries).values(SEED_HELP_CENTER.map((h, i) => ({ ...h, sort: i + 1 })));
  await tx.insert(s.faqs).values(SEED_FAQS.map((f, i) => ({ ...f, sort: i + 1 })));
  await tx.insert(s.orgMembers).values(
    SEED_ORG_MEMBERS.map((m, i) => ({ ...m, profile_picture: `/media/person/${slugOf(m.fullname)}.svg`, sort: i + 1 })),
  );
  await tx.insert(s.companyProfiles).values(seedCompanyProfiles());

  // ── Events ──
  for (const e of SEED_EVENTS) {
    const start = at(e.starts_in_days * DAY_MS);
    const [row] = await tx
      .insert(s.events)
      .values({
        slug: e.slug,
        title: e.title,
        description: e.description,
        banner: `/media/event/${e.slug}.svg`,
        event_type: e.event_type,
        location: e.location,
        organizer: e.organizer,
        start_at: start,
        end_at: new Date(start.getTime() + e.duration_hours * HOUR_MS),
        created_at: at(-60 * DAY_MS),
        updated_at: at(-60 * DAY_MS),
      })
      .returning({ id: s.events.id });
    for (const t of e.tickets) {
      const userId = ctx.userIds.get(t.user);
      if (!userId) throw new Error(`seed: event ${e.slug} names unknown account ${t.user}`);
      const [user] = await tx.select({ firstname: s.users.firstname, lastname: s.users.lastname }).from(s.users).where(eq(s.users.id, userId));
      await tx.insert(s.eventTickets).values({
        event_id: row!.id,
        user_id: userId,
        code: ticketCode(e.slug, userId),
        ticket_type: t.ticket_type,
        holder_name: `${user!.firstname} ${user!.lastname}`.trim(),
        price: t.price,
        created_at: at(-30 * DAY_MS),
        updated_at: at(-30 * DAY_MS),
      });
    }
  }

  // ── Restaurant vouchers ──
  for (const v of SEED_VOUCHER_PROMOS) {
    const [promo] = await tx
      .insert(s.erpVoucherPromos)
      .values({
        code: v.code,
        title: v.title,
        outlet: v.outlet,
        is_active: v.is_active,
        start_date: at(v.start_days * DAY_MS),
        end_date: at(v.end_days * DAY_MS),
        created_at: at(-30 * DAY_MS),
        updated_at: at(-30 * DAY_MS),
      })
      .returning({ id: s.erpVoucherPromos.id });
    await tx.insert(s.erpVoucherCodes).values(
      Array.from({ length: v.stock }, (_, i) => ({
        promo_id: promo!.id,
        voucher_code: voucherCodeOf(v.code, i + 1),
        claimed_name: i < v.claimed ? `Pelanggan ${i + 1}` : null,
        claimed_phone: i < v.claimed ? `62811000000${i + 1}` : null,
        claimed_at: i < v.claimed ? at(-(i + 1) * DAY_MS) : null,
      })),
    );
  }

  // ── HR stand-in ──
  const refIds = new Map<string, number>();
  for (const c of SEED_HRIS_COMPANIES) {
    await tx.insert(s.hrisCompanies).values({ company_id: c.company_id, nama_company: c.nama_company });
    for (const name of c.departments) {
      const [d] = await tx.insert(s.hrisDepartments).values({ company_id: c.company_id, nama_department: name }).returning();
      refIds.set(`${c.company_id}:department:${name}`, d!.department_id);
    }
    for (const name of c.positions) {
      const [p] = await tx.insert(s.hrisPositions).values({ company_id: c.company_id, name }).returning();
      refIds.set(`${c.company_id}:position:${name}`, p!.postition_id);
    }
    for (const name of c.managers) {
      const [m] = await tx.insert(s.hrisManagers).values({ company_id: c.company_id, name }).returning();
      refIds.set(`${c.company_id}:manager:${name}`, m!.manager_id);
    }
  }
  const ref = (company: number, kind: string, name: string) => {
    const id = refIds.get(`${company}:${kind}:${name}`);
    if (id === undefined) throw new Error(`seed: HR ${kind} '${name}' is not in company ${company}`);
    return String(id);
  };
  for (const e of SEED_HRIS_EMPLOYEES) {
    await tx.insert(s.hrisEmployees).values({
      company_id: e.company_id,
      email: e.email.toLowerCase(),
      nama: e.nama,
      record: {
        informasi_pekerjaan: [
          {
            perusahaan: String(e.company_id),
            nama_department: ref(e.company_id, 'department', e.work.department),
            atasan: ref(e.company_id, 'manager', e.work.manager),
            posisi: ref(e.company_id, 'position', e.work.position),
            no_tlp: e.work.no_tlp,
          },
        ],
        informasi_pribadi: [{ ...emptyPersonalInfo(), ...e.personal }],
        kontak_darurat: e.kontak_darurat,
        pendidikan: e.pendidikan,
      },
      created_at: at(-200 * DAY_MS),
      updated_at: at(-200 * DAY_MS),
    });
  }
  for (const scan of SEED_HRIS_SCANS) {
    await storeFiles(tx, scan.folder, null, [{ name: scan.name, ext: 'png', mime: 'image/png', bytes: SEED_PNG }], at(-200 * DAY_MS), [scan.id]);
  }
}
