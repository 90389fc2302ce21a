/**
 * A mandataire's answer as the relay delivers it, opened and checked (docs/decisions/218): decrypted
 * with the link's key and bound to its exchange (AES-GCM refuses a changed, swapped or moved answer),
 * of the expected shape, about the very paper that was sent, and dated the day the relay received it.
 */
import { answerSchema, type AcceptanceAnswer } from '../../../domain/acceptance.ts';
import { toIsoDate } from '../../../domain/dates.ts';
import { decryptFromRelay } from '../relay-crypto.ts';
import { isPngDataUrl } from '../../../domain/png-data-url.ts';
import type { SentPaper } from './acceptance-tracks.ts';

export type ReadAnswer = { answer: AcceptanceAnswer; receivedOn: string } | undefined;

/** The answer, or undefined when it cannot be trusted. */
export async function readAnswer(sent: SentPaper, delivery: { ciphertext: string; receivedAt: number }): Promise<ReadAnswer> {
  const plain = await decryptFromRelay(sent.key, sent.exchangeId, delivery.ciphertext).catch(() => undefined);
  if (plain === undefined) return undefined;
  const parsed = answerSchema.safeParse(parseJson(plain));
  if (!parsed.success || parsed.data.paperDigest !== sent.paperDigest) return undefined;
  if (parsed.data.decision === 'accepted' && !isPngDataUrl(parsed.data.drawing)) return undefined;
  return { answer: parsed.data, receivedOn: toIsoDate(new Date(delivery.receivedAt)) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
