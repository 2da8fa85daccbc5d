/**
 * Member routes under /api/lms/users (portal spec §7 "User"; commerce spec §7 "Recipient addresses",
 * "My Courses"). All need a bearer token; the member is always the token's user. The account calls (edit,
 * change_password, logout, invite, image_upload) are in ./account.ts, mounted here behind the same check.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AddressInput, AddressUpdateInput, ADDRESS_LIMIT } from '../../api/user';
import { IntParam } from '../../api/envelope';
import { MyCourseQuery } from '../../api/my-course';
import { HttpError, ok } from '../http/envelope';
import { readIdParam, readJson, readQuery } from '../http/validate';
import { currentUser, requireAuth, sameUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { addAddress, deleteAddress, getAddress, listAddresses, loadUser, setDefaultAddress, updateAddress } from '../services/users';
import { listMyCourses } from '../services/my-course';
import { accountRoutes } from './account';

/** Query of GET lms/users/address: limit (≤ 100, default 100) and page. */
const AddressListQuery = v.object({
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(ADDRESS_LIMIT)), ADDRESS_LIMIT),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
});

/** Routes under /api/lms/users. */
export function userRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

  r.get('/info', async (c) => {
    const user = await loadUser(c.var.deps.db, currentUser(c).id);
    if (!user) throw new HttpError(401, 'token not found on auth service');
    return ok(c, user);
  });

  r.get('/address', async (c) => {
    const q = readQuery(c, AddressListQuery);
    return ok(c, await listAddresses(c.var.deps.db, currentUser(c).id, q.page, q.limit));
  });
  r.post('/address', async (c) => {
    const body = await readJson(c, AddressInput);
    const { db, now } = c.var.deps;
    return ok(c, await addAddress(db, currentUser(c).id, body, now()), 'Alamat telah berhasil ditambah');
  });
  r.get('/address/:id', async (c) => {
    return ok(c, await getAddress(c.var.deps.db, currentUser(c).id, readIdParam(c)));
  });
  r.put('/address/:id', async (c) => {
    const id = readIdParam(c);
    const body = await readJson(c, AddressUpdateInput);
    const { db, now } = c.var.deps;
    return ok(c, await updateAddress(db, currentUser(c).id, id, body, now()), 'Alamat telah berhasil dirubah');
  });
  r.delete('/address/:id', async (c) => {
    const id = readIdParam(c);
    const { db, now } = c.var.deps;
    return ok(c, await deleteAddress(db, currentUser(c).id, id, now()), 'Alamat telah berhasil dihapus');
  });
  r.post('/default_address/:id', async (c) => {
    const id = readIdParam(c);
    const { db, now } = c.var.deps;
    return ok(c, await setDefaultAddress(db, currentUser(c).id, id, now()), 'Alamat utama berhasil diubah');
  });

  r.route('/', accountRoutes());

  r.get('/my_course', async (c) => {
    const q = readQuery(c, MyCourseQuery);
    const user = sameUser(c, q.user_id);
    return ok(c, await listMyCourses(c.var.deps.db, user.id, q));
  });

  return r;
}
