/**
 * The records the load runs read, pay and delete. The realistic body is a filled-in form with a
 * drawn signature (the PDF tests' fixture, framed 600 × 360 as the page saves it, about 7 KB as
 * JSON). Pools of records are written straight into the server's table in one transaction, through
 * the project's own Kysely schema:
 * paying thousands of records through the simulated checkout would take longer than the runs
 * themselves. `checkRealFlow` shows, over HTTP, that the server treats them like its own.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { StoredForm } from '../../src/domain/stored-form.ts';
import { toStoredForm } from '../../src/domain/stored-form-codec.ts';
import { SIGNATURE_IMAGE_HEIGHT_PX, SIGNATURE_IMAGE_WIDTH_PX } from '../../src/domain/constants.ts';
import { setSignature } from '../../src/domain/form.ts';
import { aSignedForm, signaturePng } from '../../src/domain/test-factory.test-helper.ts';
import { SESSION_ID_PATTERN } from '../../src/contract/payment-api.ts';
import { openDatabase } from '../../server/store/open-database.ts';
import { ownerTokenHash } from '../../server/record/owner-token.ts';
import type { DatabaseLocation } from '../../server/store/schema.ts';

/** The PDF tests' form, signed as the page saves a signature: framed in a 600 × 360 PNG. */
export const STORED_FORM: StoredForm = toStoredForm(setSignature(aSignedForm(), signaturePng(SIGNATURE_IMAGE_WIDTH_PX, SIGNATURE_IMAGE_HEIGHT_PX)));
export const CREATE_BODY = JSON.stringify({ data: STORED_FORM, include_signature: true });

const RECORD_LIFETIME_MS = 60 * 60 * 1000;
const ROWS_PER_INSERT = 500;

/** Every seeded record's owner secret (docs/decisions/110): one for all, as the bench is their only client. */
const SEEDED_OWNER_TOKEN = 'bench-owner-token-0000000000000000000000000';

export type SeededRecord = { id: string; sessionId: string | null; ownerToken: string };

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
    owner_token_hash: ownerTokenHash(SEEDED_OWNER_TOKEN),
  }));
  if (paid && !rows.every((row) => SESSION_ID_PATTERN.test(row.checkout_session_id ?? ''))) throw new Error('invalid session id');
  // A paid record's session is kept beside it, as the fulfilment records it (docs/decisions/026).
  const sessions = rows.flatMap(({ id, checkout_session_id: sessionId, paid_at: paidAt, created_at: createdAt, expires_at: expiresAt }) =>
    sessionId === null ? [] : [{ session_id: sessionId, record_id: id, url: '', expires_at: expiresAt, paid_at: paidAt, created_at: createdAt }],
  );
  const db = openDatabase(location);
  try {
    await db.transaction().execute(async (transaction) => {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await transaction.insertInto('temp_pdf_data').values(rows.slice(start, start + ROWS_PER_INSERT)).execute();
      }
      for (let start = 0; start < sessions.length; start += ROWS_PER_INSERT) {
        await transaction.insertInto('checkout_sessions').values(sessions.slice(start, start + ROWS_PER_INSERT)).execute();
      }
    });
  } finally {
    await db.destroy();
  }
  return rows.map((row) => ({ id: row.id, sessionId: row.checkout_session_id, ownerToken: SEEDED_OWNER_TOKEN }));
}

/**
 * The whole paid path once, as the page and the simulated checkout drive it: create, checkout,
 * "Payer", release, delete; then a seeded paid record released and deleted. Throws on any surprise.
 */
export async function checkRealFlow(baseUrl: string, seeded: SeededRecord): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const created = await expectStatus(fetch(`${baseUrl}/api/pdf-data`, { method: 'POST', headers: json, body: CREATE_BODY }), 201);
  const { id, ownerToken } = (await created.json()) as { id: string; ownerToken: string };
  const checkout = await expectStatus(
    fetch(`${baseUrl}/api/create-checkout-session`, { method: 'POST', headers: json, body: JSON.stringify({ pdfDataId: id, ownerToken }) }),
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
