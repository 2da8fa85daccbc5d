// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourierModal, DeliveryBox, MethodModal, estimateText, type CourierModalProps } from './delivery';
import { courier, method } from './fixtures.test-utils';

afterEach(cleanup);
const today = new Date(2026, 7, 10);

function courierProps(over: Partial<CourierModalProps> = {}): CourierModalProps {
  return {
    open: true,
    method: method(),
    couriers: [courier(), courier({ logistic_rate_id: 12, logistic_name: 'SiCepat', final_price: 0, must_use_insurance: true, insurance_fee: 3_000 })],
    selectedRateId: null,
    insurance: false,
    insuranceLocked: false,
    canToggleInsurance: false,
    isBdx: false,
    outOfArea: false,
    today,
    onSelect: vi.fn(),
    onToggleInsurance: vi.fn(),
    onClose: vi.fn(),
    ...over,
  };
}

describe('estimateText', () => {
  it('says today, tomorrow, or a date', () => {
    expect(estimateText(0, 0, today)).toBe('Estimasi tiba Hari ini');
    expect(estimateText(1, 1, today)).toBe('Estimasi tiba Besok');
    expect(estimateText(1, 3, today)).toBe('Estimasi tiba Besok - 13 Agt 2026');
  });
});

describe('CourierModal', () => {
  it('lists couriers with price (Gratis at 0) and estimate; choosing one reports its rate id', () => {
    const p = courierProps();
    render(<CourierModal {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Kurir Pengiriman Reguler' });
    expect(within(dialog).getByText('Rp 18.000')).toBeTruthy();
    expect(within(dialog).getByText('Gratis')).toBeTruthy();
    expect(within(dialog).getAllByText('Estimasi tiba Besok - 12 Agt 2026')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'SiCepat' }));
    expect(p.onSelect).toHaveBeenCalledWith(12);
  });

  it('forces and locks insurance for a courier that must be insured', () => {
    render(<CourierModal {...courierProps({ selectedRateId: 12, insurance: true, insuranceLocked: true, canToggleInsurance: false })} />);
    const box = screen.getByRole('checkbox', { name: /Asuransi Pengiriman/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    expect(screen.getAllByText('Wajib asuransi').length).toBeGreaterThan(0);
  });

  it('lets insurance be toggled for an optional courier when the machine allows it', () => {
    const p = courierProps({ selectedRateId: 11, insurance: false, insuranceLocked: false, canToggleInsurance: true });
    render(<CourierModal {...p} />);
    const box = screen.getByRole('checkbox', { name: /Asuransi Pengiriman \(Rp 2\.000\)/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
    fireEvent.click(box);
    expect(p.onToggleInsurance).toHaveBeenCalled();
  });

  it('shows no insurance option for the BDX courier', () => {
    render(<CourierModal {...courierProps({ isBdx: true, couriers: [courier({ logistic_name: 'BDX', logistic_rate_id: 0 })], selectedRateId: 0 })} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("out of area: 'Diluar area pengiriman' and no radio", () => {
    render(<CourierModal {...courierProps({ outOfArea: true })} />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getAllByText('Diluar area pengiriman')).toHaveLength(2);
  });
});

describe('MethodModal', () => {
  it('shows a radio per method, and an out-of-area method without one', () => {
    const onSelect = vi.fn();
    render(
      <MethodModal
        open
        methods={[method(), method({ type: 'bdx', name: 'BDX Kurir Toko' })]}
        selectedType="regular"
        isOutOfArea={(m) => m.type === 'bdx'}
        today={today}
        onSelect={onSelect}
        onClose={() => {}}
      />,
    );
    expect((screen.getByRole('radio', { name: 'Reguler' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'BDX Kurir Toko' })).toBeNull();
    expect(screen.getByText('Diluar area pengiriman')).toBeTruthy();
  });
});

describe('DeliveryBox', () => {
  const base = {
    method: null,
    courier: null,
    insurance: false,
    insuranceLocked: false,
    canToggleInsurance: false,
    isBdx: false,
    canOpenMethod: false,
    canOpenCourier: false,
    totalWeightKg: 2.5,
    today,
    onOpenMethod: () => {},
    onOpenCourier: () => {},
    onToggleInsurance: () => {},
  };
  it('says which step is missing and shows the total weight', () => {
    const { rerender } = render(<DeliveryBox {...base} status="noAddress" />);
    expect(screen.getByText('Belum memilih alamat pengiriman')).toBeTruthy();
    expect(screen.getByText(/2,50 kg/)).toBeTruthy();
    rerender(<DeliveryBox {...base} status="noMethod" canOpenMethod />);
    expect(screen.getByText('Belum memilih pengiriman')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pilih Metode Pengiriman' })).toBeTruthy();
    rerender(<DeliveryBox {...base} status="outOfArea" />);
    expect(screen.getByText('Diluar area pengiriman')).toBeTruthy();
  });
  it('marks the missing delivery field with the spec message while paying is blocked', () => {
    const { rerender } = render(<DeliveryBox {...base} status="noMethod" methodError="Metode Pengiriman harus diisi" />);
    expect(screen.getByRole('alert').textContent).toBe('Metode Pengiriman harus diisi');
    rerender(<DeliveryBox {...base} status="noMethod" courierError="Kurir harus diisi" />);
    expect(screen.getByRole('alert').textContent).toBe('Kurir harus diisi');
    rerender(<DeliveryBox {...base} status="noMethod" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
