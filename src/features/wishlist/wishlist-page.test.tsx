// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { Paged } from '../../api/envelope';
import { addToCartMachine, type AddItemInput } from '../../../machines/add-to-cart.machine';
import { wishlistMachine, type WishlistDeleteInput, type WishlistLoadInput, type WishlistQuery, type WishlistRow } from '../../../machines/wishlist.machine';
import { member } from '../../../machines/testing/fixtures';
import { WH_GONE, WH_JKT, wishlistCourse, wishlistEntry, wishlistPage, wishlistProduct } from '../../../machines/testing/wishlist-fixtures';
import { renderWithRouter } from '../../ui/test-router.test-utils';
import { WishlistPage } from './wishlist-page';

afterEach(() => cleanup());

const storeRows = wishlistPage(
  [
    wishlistProduct(8, 23, [wishlistEntry(10, 23, WH_JKT, 188_700), wishlistEntry(12, 23, WH_GONE, 0)], { title: 'Cokelat Couverture' }),
    wishlistProduct(9, 27, [], { title: 'Whipping Cream', rating: 4.2, total_review: 7 }),
  ],
  1,
);

interface Setup {
  start?: WishlistQuery;
  load?: (q: WishlistLoadInput) => Promise<Paged<WishlistRow>>;
  remove?: (i: WishlistDeleteInput) => Promise<unknown>;
  add?: (i: AddItemInput) => Promise<unknown>;
}

function setup({ start = { tab: 'course', q: '', page: 1 }, load, remove = async () => null, add = async () => null }: Setup = {}) {
  const loads: WishlistLoadInput[] = [];
  const deletes: WishlistDeleteInput[] = [];
  const adds: AddItemInput[] = [];
  const cartReloads: number[] = [];
  const urls: WishlistQuery[] = [];
  const logic = wishlistMachine.provide({
    actors: {
      loadList: fromPromise(({ input }: { input: WishlistLoadInput }) => {
        loads.push(input);
        return load ? load(input) : Promise.resolve(input.tab === 'store' ? storeRows : wishlistPage([wishlistCourse(1, 51, { title: 'Roti Kasur Susu' })], 2, input.page));
      }),
      deleteItem: fromPromise(({ input }: { input: WishlistDeleteInput }) => {
        deletes.push(input);
        return remove(input);
      }),
      addToCart: addToCartMachine.provide({
        actors: {
          addItem: fromPromise(({ input }: { input: AddItemInput }) => {
            adds.push(input);
            return add(input);
          }),
        },
      }),
    },
  });
  function Harness() {
    const [search, setSearch] = useState(start);
    return (
      <WishlistPage
        member={member}
        search={search}
        logic={logic}
        onCartChanged={() => cartReloads.push(1)}
        onSearch={(next) => {
          urls.push(next);
          setSearch(next);
        }}
      />
    );
  }
  renderWithRouter(() => <Harness />);
  return { loads, deletes, adds, cartReloads, urls };
}

describe('WishlistMenu (portal §2 "Wishlist", §4, §8)', () => {
  it('the Kursus tab lists courses for the member; pages > 1 show pagination; a search starts again at page 1', async () => {
    const { loads, urls } = setup({ start: { tab: 'course', q: '', page: 2 } });
    expect(await screen.findByRole('link', { name: 'Roti Kasur Susu' })).toBeTruthy();
    expect(loads[0]).toEqual({ tab: 'course', q: '', page: 2, userId: member.id });
    expect(screen.getByRole('tab', { name: 'Kursus' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Halaman wishlist' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari kursus di wishlist' }), { target: { value: ' roti ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(urls.at(-1)).toEqual({ tab: 'course', q: 'roti', page: 1 });
    await waitFor(() => expect(loads.at(-1)).toEqual({ tab: 'course', q: 'roti', page: 1, userId: member.id }));
  });

  it("the Belanja tab: 'Cari barang di wishlist', rating only when both numbers are above 0, no pagination for one page", async () => {
    const { urls, loads } = setup();
    await screen.findByRole('link', { name: 'Roti Kasur Susu' });
    fireEvent.click(screen.getByRole('tab', { name: 'Belanja' }));
    expect(urls.at(-1)).toEqual({ tab: 'store', q: '', page: 1 });
    expect(await screen.findByRole('searchbox', { name: 'Cari barang di wishlist' })).toBeTruthy();
    const rows = await screen.findAllByRole('listitem');
    expect(loads.at(-1)?.tab).toBe('store');
    expect(within(rows[0]!).queryByText(/Rating/)).toBeNull();
    expect(within(rows[1]!).getByText(/Rating/).closest('p')?.textContent).toContain('4,2');
    expect(within(rows[1]!).getByText(/Rating/).closest('p')?.textContent).toContain('(7');
    expect(screen.queryByRole('navigation', { name: 'Halaman wishlist' })).toBeNull();
  });

  it("'Lihat Harga' opens 'Berdasarkan Zona Lainnya': name or '-', price, Detail link, delete → 'Sukses hapus wishlist' → 'Tutup' reloads and closes", async () => {
    const { deletes, loads } = setup({ start: { tab: 'store', q: '', page: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Lihat Harga: Cokelat Couverture' }));
    const modal = await screen.findByRole('dialog', { name: 'Berdasarkan Zona Lainnya' });
    const cells = within(modal).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(cells[0]).toContain('Gudang Jakarta');
    expect(cells[0]).toContain('Rp 188.700');
    expect(cells[1]).toContain('-');
    expect(cells[1]).toContain('Rp 0');
    expect(within(modal).getByRole('link', { name: 'Detail di Gudang Jakarta' }).getAttribute('href')).toContain('/location/jakarta/cokelat/produk-23');
    fireEvent.click(within(modal).getByRole('button', { name: 'Hapus dari wishlist di Gudang Jakarta' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hapus Wishlist' });
    expect(within(confirm).getByText('Kamu yakin akan menghapus wishlist ini?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    const done = await screen.findByRole('alertdialog', { name: 'Sukses hapus wishlist' });
    expect(deletes).toEqual([{ id: 10, userId: member.id }]);
    const before = loads.length;
    fireEvent.click(within(done).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(loads.length).toBe(before + 1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Berdasarkan Zona Lainnya' })).toBeNull());
  });

  it("'Batal' deletes nothing; a failed delete is only logged and the list stays", async () => {
    const { deletes } = setup({ remove: async () => Promise.reject(Object.assign(new Error('x'), { kind: 'server', code: 404, message: 'Data tidak ditemukan' })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Roti Kasur Susu dari wishlist' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Roti Kasur Susu dari wishlist' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes).toHaveLength(1);
    expect(screen.queryByText('Sukses hapus wishlist')).toBeNull();
    expect(screen.getByRole('link', { name: 'Roti Kasur Susu' })).toBeTruthy();
  });

  it("adds a course with quantity 1: 'Kursus ditambahkan ke dalam keranjang' and the cart reloads; 403 gives the §8 text", async () => {
    let fail = false;
    const { adds, cartReloads } = setup({
      add: async () => {
        if (fail) throw Object.assign(new Error('x'), { kind: 'server', code: 403, message: 'forbidden' });
        return null;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang: Roti Kasur Susu' }));
    expect(await screen.findByText('Kursus ditambahkan ke dalam keranjang')).toBeTruthy();
    expect(adds[0]).toMatchObject({ item: { type: 'lms', id: 51 }, member });
    expect(cartReloads).toHaveLength(1);
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke Keranjang: Roti Kasur Susu' }));
    expect(await screen.findByText('Kursus sudah ditambahkan ke keranjang atau pernah kamu beli')).toBeTruthy();
    expect(cartReloads).toHaveLength(1);
  });

  it("'Data tidak ditemukan' when empty; a failure gives the empty list with 'Coba Lagi'", async () => {
    let calls = 0;
    setup({
      load: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('x'), { kind: 'network', code: 502, message: 'Pastikan internet anda stabil' });
        return wishlistPage([]);
      },
    });
    expect(await screen.findByText('Data tidak ditemukan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('Data tidak ditemukan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Coba Lagi' })).toBeNull();
  });
});
