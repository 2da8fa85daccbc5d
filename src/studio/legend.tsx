/**
 * The legend (issue 20 point 1): every mark the diagram uses, drawn with the diagram's own classes so the sample
 * looks exactly like the mark on the canvas.
 */
import { T } from './texts';

/** [sample kind, the mark as drawn, what it means]. */
const MARKS: Array<{ sample: 'text' | 'edge' | 'dashed-edge' | 'box' | 'region' | 'final' | 'initial' | 'history' | 'folded' | 'exit'; mark: string; meaning: string }> = [
  { sample: 'initial', mark: '●→', meaning: 'state awal (initial) dari state induknya' },
  { sample: 'box', mark: 'state', meaning: 'state; kotak berisi state lain = compound' },
  { sample: 'region', mark: '· parallel', meaning: 'state paralel; kotak bergaris putus-putus di dalamnya = region yang berjalan bersamaan' },
  { sample: 'final', mark: 'final', meaning: 'state akhir (final): garis ganda' },
  { sample: 'history', mark: 'H / H*', meaning: 'history: kembali ke anak terakhir (H) atau ke seluruh isi terakhir (H*, deep)' },
  { sample: 'folded', mark: '▸ n state di dalam', meaning: 'state yang dilipat: klik (atau → di keyboard) untuk membuka isinya satu tingkat' },
  { sample: 'exit', mark: '→ id', meaning: 'tujuan di luar state yang difokuskan: klik untuk ke sana' },
  { sample: 'edge', mark: 'event', meaning: 'transisi karena event dari anggota atau mesin lain' },
  { sample: 'text', mark: '[guard]', meaning: 'guard: transisi hanya diambil bila kondisi ini benar (and/or/not tertulis lengkap)' },
  { sample: 'text', mark: '✓ aktor', meaning: 'aktor yang dipanggil (invoke) selesai berhasil (onDone)' },
  { sample: 'text', mark: '✗ aktor', meaning: 'aktor yang dipanggil gagal (onError)' },
  { sample: 'text', mark: 'after 500 ms', meaning: 'penundaan: diambil setelah waktu habis' },
  { sample: 'dashed-edge', mark: 'always', meaning: 'garis putus-putus: transisi tanpa event (always) atau default history' },
  { sample: 'text', mark: '↻ event', meaning: 'transisi tanpa tujuan: hanya menjalankan aksi, state tetap' },
  { sample: 'text', mark: 'event ↺', meaning: 'transisi yang keluar lalu masuk lagi ke state yang sama (reenter)' },
  { sample: 'text', mark: '#tag', meaning: 'tag state (mis. #busy, #loading) yang dibaca tampilan' },
  { sample: 'text', mark: 'invoke id (src) ↗', meaning: 'aktor yang dipanggil selama state aktif; ↗ membuka diagram mesin anak' },
  { sample: 'text', mark: 'spawn src', meaning: 'aktor yang dibuat dan hidup terus' },
  { sample: 'text', mark: '◔ aktor', meaning: 'snapshot dari aktor anak' },
];

const COLOURS: Array<{ cls: string; meaning: string }> = [
  { cls: 'is-covered', meaning: 'hijau: dicakup (tes model atau perjalanan e2e, sesuai pilihan "Tandai cakupan")' },
  { cls: 'is-uncovered', meaning: 'merah: belum dicakup' },
  { cls: 'is-active', meaning: 'biru: state aktif / transisi yang baru diambil (simulasi, jalur, live)' },
  { cls: 'is-selected', meaning: 'coklat: yang dipilih (detail di panel)' },
  { cls: 'is-match', meaning: 'ungu: hasil pencarian' },
  { cls: 'is-added', meaning: 'tinjau: ditambah sejak snapshot' },
  { cls: 'is-removed', meaning: 'tinjau: dihapus sejak snapshot (garis putus-putus, dicoret)' },
  { cls: 'is-changed', meaning: 'tinjau: diubah sejak snapshot' },
];

function Sample({ kind, mark }: { kind: (typeof MARKS)[number]['sample']; mark: string }) {
  const w = 150;
  return (
    <svg className="sc-diagram studio-legend-sample" width={w} height={26} viewBox={`0 0 ${w} 26`} aria-hidden="true">
      {kind === 'initial' && (
        <>
          <circle className="sc-initial" cx={8} cy={13} r={5} />
          <g className="sc-edge sc-initial">
            <path d="M14 13 L40 13" />
          </g>
        </>
      )}
      {(kind === 'box' || kind === 'folded') && (
        <g className={`sc-state sc-atomic${kind === 'folded' ? ' sc-has-folded' : ''}`}>
          <rect className="sc-box" x={1} y={2} width={w - 2} height={22} rx={6} />
          <text className={kind === 'folded' ? 'sc-row sc-folded' : 'sc-title'} x={8} y={17}>
            {mark}
          </text>
        </g>
      )}
      {kind === 'region' && (
        <g className="sc-state sc-region sc-compound">
          <rect className="sc-box" x={1} y={2} width={w - 2} height={22} rx={4} />
          <text className="sc-title" x={8} y={17}>
            {mark}
          </text>
        </g>
      )}
      {kind === 'final' && (
        <g className="sc-state sc-final">
          <rect className="sc-box" x={1} y={1} width={w - 2} height={24} rx={6} />
          <rect className="sc-inner" x={4} y={4} width={w - 8} height={18} rx={4} />
          <text className="sc-title" x={10} y={17}>
            {mark}
          </text>
        </g>
      )}
      {kind === 'history' && (
        <g className="sc-state sc-history">
          <circle className="sc-box" cx={13} cy={13} r={11} />
          <text className="sc-title" x={13} y={17} textAnchor="middle">
            H
          </text>
          <text x={30} y={17}>
            {mark}
          </text>
        </g>
      )}
      {kind === 'exit' && (
        <g className="sc-exit">
          <rect x={1} y={2} width={w - 2} height={22} rx={10} />
          <text x={8} y={17}>
            {mark}
          </text>
        </g>
      )}
      {(kind === 'edge' || kind === 'dashed-edge') && (
        <g className={`sc-edge${kind === 'dashed-edge' ? ' sc-always' : ''}`}>
          <path d="M2 13 L60 13" />
          <text x={66} y={17}>
            {mark}
          </text>
        </g>
      )}
      {kind === 'text' && (
        <text className="sc-row" x={2} y={17}>
          {mark}
        </text>
      )}
    </svg>
  );
}

export function Legend() {
  return (
    <details className="studio-legend">
      <summary>{T.legend}</summary>
      <div className="studio-legend-body" role="group" aria-label={T.legend} tabIndex={0}>
        <ul>
          {MARKS.map((m) => (
            <li key={m.meaning}>
              <Sample kind={m.sample} mark={m.mark} />
              <span>
                <code>{m.mark}</code> — {m.meaning}
              </span>
            </li>
          ))}
        </ul>
        <ul>
          {COLOURS.map((c) => (
            <li key={c.cls}>
              <svg className="sc-diagram studio-legend-sample" width={40} height={22} viewBox="0 0 40 22" aria-hidden="true">
                <g className={`sc-state sc-atomic ${c.cls}`}>
                  <rect className="sc-box" x={2} y={2} width={36} height={18} rx={5} />
                </g>
              </svg>
              <span>{c.meaning}</span>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
