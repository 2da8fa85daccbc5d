/**
 * `npm run order:status -- <invoice> <4|5|6|7>`: move a paid order forward (4 Pesanan diproses,
 * 5 Pesanan dikirim, 6 Pesanan diterima, 7 Pesanan selesai), standing in for the back office
 * (commerce spec §4 "Tracking"). Uses the gateway's database configuration (`DATABASE_URL`, else PGlite in
 * `DATA_DIR` or `.data/pglite`; stop the gateway first when it holds the same PGlite folder).
 *
 * Prints the change and exits 0, or prints the Indonesian reason and exits 1.
 */
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../db/client';
import { advanceOrderStatus, ORDER_STATUS_TITLES, OrderStatusError } from '../services/order-status';

/** Usage text shown on wrong arguments. */
export const USAGE = 'Pemakaian: npm run order:status -- <invoice> <4|5|6|7>';

/**
 * Run the command with `argv` (the arguments after the script name). Returns the exit code and writes to the
 * given output functions; `open` defaults to {@link openDatabase} with the environment's configuration, so the
 * command can be tested without spawning a process.
 */
export async function run(
  argv: string[],
  io: { out: (line: string) => void; err: (line: string) => void } = { out: console.log, err: console.error },
  open: () => Promise<Database> = () => openDatabase(),
): Promise<number> {
  const [invoice, codeText] = argv;
  if (!invoice || !codeText || argv.length !== 2 || !/^\d+$/.test(codeText)) {
    io.err(USAGE);
    return 1;
  }
  const database = await open();
  try {
    const result = await advanceOrderStatus(database.db, invoice, Number(codeText));
    io.out(
      `${result.invoice}: ${ORDER_STATUS_TITLES[result.from]} (${result.from}) → ${result.status} (${result.to})` +
        ` — riwayat ditambah: ${result.appended.map((row) => `${row.code} ${row.title}`).join(', ')}`,
    );
    return 0;
  } catch (error) {
    io.err(error instanceof OrderStatusError || error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
