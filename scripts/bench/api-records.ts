/**
 * The records the load runs read, pay and delete. The realistic body is a filled-in form with a
 * drawn signature (the PDF tests' fixture, about 9 KB as JSON). Pools of records are written
 * straight into the server's table in one transaction, through the project's own Kysely schema:
 * paying thousands of records through the simulated checkout would take longer than the runs
 * themselves. `checkRealFlow` shows, over HTTP, that the server treats them like its own.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type StoredForm, toStoredForm } from '../../src/domain/stored-form.ts';
import { bankingForm } from '../../src/pdf/fixtures.test-helper.ts';
import { SESSION_ID_PATTERN } from '../../server/payments/payment-provider.ts';
import { type DatabaseLocation, openDatabase } from '../../server/store/database.ts';

export const STORED_FORM: StoredForm = toStoredForm(bankingForm());
export const CREATE_BODY = JSON.stringify({ data: STORED_FORM, include_signature: true });

const RECORD_LIFETIME_MS = 60 * 60 * 1000;
const ROWS_PER_INSERT = 500;

export type SeededRecord = { id: string; sessionId: string | null };

/** Writes `count` records, paid (each with its own checkout session) or not yet sent to checkout. */
export async function seedRecords(location: DatabaseLocation, count: number, { paid }: { paid: boolean }): Promise<SeededRecord[]> {
  const now = Date.now();
  const data = JSON.stringify(STORED_FORM);
  const rows = Array.from({ length: count }, () => ({
    id: randomUUID(),
    data,
    include_signature: 1,
    checkout_session_id: paid ? `cs_sim_${randomBytes(24).toString('hex')}` : null,
    paid_at: paid ? now : null,
    created_at: now,
    expires_at: now + RECORD_LIFETIME_MS,
  }));
  if (paid && !rows.every((row) => SESSION_ID_PATTERN.test(row.checkout_session_id ?? ''))) throw new Error('invalid session id');
  const db = openDatabase(location);
  try {
    await db.transaction().execute(async (transaction) => {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await transaction.insertInto('temp_pdf_data').values(rows.slice(start, start + ROWS_PER_INSERT)).execute();
      }
    });
  } finally {
    await db.destroy();
  }
  return rows.map((row) => ({ id: row.id, sessionId: row.checkout_session_id }));
}

/**
 * The whole paid path once, as the page and the simulated checkout drive it: create, checkout,
 * "Payer", release, delete; then a seeded paid record released and deleted. Throws on any surprise.
 */
export async function checkRealFlow(baseUrl: string, seeded: SeededRecord): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const created = await expectStatus(fetch(`${baseUrl}/api/pdf-data`, { method: 'POST', headers: json, body: CREATE_BODY }), 201);
  const { id } = (await created.json()) as { id: string };
  const checkout = await expectStatus(
    fetch(`${baseUrl}/api/create-checkout-session`, { method: 'POST', headers: json, body: JSON.stringify({ pdfDataId: id }) }),
    200,
  );
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = new URL(url).pathname.split('/').pop() ?? '';
  await expectStatus(
    fetch(`${url}/payer`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' }),
    303,
  );
  for (const record of [{ id, sessionId }, seeded]) {
    const address = `${baseUrl}/api/pdf-data/${record.id}?session_id=${record.sessionId}`;
    await expectStatus(fetch(address), 200);
    await expectStatus(fetch(address, { method: 'DELETE' }), 204);
  }
}

async function expectStatus(pending: Promise<Response>, status: number): Promise<Response> {
  const response = await pending;
  if (response.status !== status) throw new Error(`${response.url}: ${response.status} instead of ${status}: ${await response.text()}`);
  return response;
}
