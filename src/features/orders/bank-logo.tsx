/**
 * A payment logo drawn inline (no image hosting for sister sites here): a coloured badge with the bank's or
 * wallet's short name. Unknown banks get a neutral badge with their own name.
 */
const BRANDS: Record<string, { label: string; bg: string; fg: string }> = {
  bca: { label: 'BCA', bg: '#0060af', fg: '#ffffff' },
  bni: { label: 'BNI', bg: '#f15a23', fg: '#ffffff' },
  bri: { label: 'BRI', bg: '#00529c', fg: '#ffffff' },
  mandiri: { label: 'mandiri', bg: '#003d79', fg: '#ffb700' },
  permata: { label: 'PermataBank', bg: '#d71920', fg: '#ffffff' },
  cimb: { label: 'CIMB Niaga', bg: '#7a0016', fg: '#ffffff' },
  gopay: { label: 'GoPay', bg: '#00aed6', fg: '#ffffff' },
  shopeepay: { label: 'ShopeePay', bg: '#ee4d2d', fg: '#ffffff' },
  qris: { label: 'QRIS', bg: '#ffffff', fg: '#111111' },
  credit_card: { label: 'Kartu Kredit', bg: '#1f2937', fg: '#ffffff' },
};

const keyOf = (name: string) => name.toLowerCase().replace(/\s+/g, '_').replace(/^bank_/, '');

/** The badge for a bank name or payment type, e.g. 'bca', 'BNI', 'gopay'. */
export function BankLogo({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  const brand = BRANDS[keyOf(name)] ?? BRANDS[keyOf(name).replace(/_.*$/, '')] ?? { label: name.toUpperCase(), bg: '#e5e7eb', fg: '#111827' };
  const width = Math.max(56, brand.label.length * 9 + 16);
  return (
    <svg role="img" aria-label={`Logo ${brand.label}`} width={width} height={28} viewBox={`0 0 ${width} 28`} className="bank-logo">
      <rect x="0.5" y="0.5" width={width - 1} height="27" rx="6" fill={brand.bg} stroke="#d1d5db" />
      <text x={width / 2} y="18.5" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="13" fontWeight="700" fill={brand.fg}>
        {brand.label}
      </text>
    </svg>
  );
}

/** 'bank_transfer' → 'Bank Transfer', 'gopay' → 'Gopay'. */
export function paymentTypeName(type: string | null | undefined): string {
  if (!type) return '-';
  const named: Record<string, string> = {
    bank_transfer: 'Transfer Bank (Virtual Account)',
    echannel: 'Mandiri Bill Payment',
    credit_card: 'Kartu Kredit',
    gopay: 'GoPay',
    shopeepay: 'ShopeePay',
    qris: 'QRIS',
  };
  return named[type] ?? type.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
