/**
 * Minus / typed input / plus for one product line (the cart and checkout's product list). Presentational: whether
 * a button may be pressed is the machine's answer (`canIncrement` / `canDecrement`, from `snapshot.can` in the
 * flow's view model): plus stops at stock, minus at 1, both wait while a save runs (commerce §5 "Cart quantity").
 * An empty typed input shows as '' (quantity 0). A quantity typed on the server's page before its script ran counts
 * (./early-input.ts).
 */
import { useEarlyValue } from './early-input';

export const QUANTITY_TEXT = { quantity: 'Jumlah', decrease: 'Kurangi jumlah', increase: 'Tambah jumlah' } as const;

export function QuantityControl(props: {
  name: string;
  quantity: number;
  canIncrement: boolean;
  canDecrement: boolean;
  onIncrement(): void;
  onDecrement(): void;
  onInput(raw: string): void;
}) {
  const T = QUANTITY_TEXT;
  const shown = props.quantity === 0 ? '' : String(props.quantity);
  const ref = useEarlyValue(shown, props.onInput);
  return (
    <div className="quantity" role="group" aria-label={`${T.quantity} ${props.name}`}>
      <button type="button" onClick={props.onDecrement} disabled={!props.canDecrement} aria-label={`${T.decrease} ${props.name}`}>
        −
      </button>
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        aria-label={`${T.quantity} ${props.name}`}
        value={shown}
        onChange={(e) => props.onInput(e.target.value)}
        size={3}
      />
      <button type="button" onClick={props.onIncrement} disabled={!props.canIncrement} aria-label={`${T.increase} ${props.name}`}>
        +
      </button>
    </div>
  );
}
