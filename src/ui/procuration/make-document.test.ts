import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { fromStoredForm } from '../../domain/stored-form-codec.ts';
import { aStoredForm } from '../../domain/test-factory.test-helper.ts';
import { makeDocument } from './make-document.ts';

const FORM = fromStoredForm(aStoredForm());
const FAILED = 'La génération du document a échoué.';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('makeDocument, what every document button does', () => {
  test('a complete form is made once, at the moment it was checked, and its page count comes back', async () => {
    const make = vi.fn(async (now: Date) => ({ pages: now instanceof Date ? 2 : 0 }));
    const result = await makeDocument({ form: FORM, withSignature: false, failed: FAILED, make });
    expect(result).toEqual({ ok: true, pages: 2 });
    expect(make).toHaveBeenCalledTimes(1);
    expect(make.mock.calls[0]?.[0]).toBeInstanceOf(Date);
  });

  test('an incomplete form is refused with the first message of the rule, and nothing is made', async () => {
    const form = fromStoredForm(aStoredForm({ grantor: { lastName: '' } }));
    const make = vi.fn(async () => undefined);
    const result = await makeDocument({ form, withSignature: true, failed: FAILED, make });
    expect(result).toMatchObject({ ok: false, message: MESSAGES.grantorIncomplete, withSignature: true });
    expect(make).not.toHaveBeenCalled();
  });

  test('with the signature asked for and none saved, the signature rule refuses', async () => {
    const result = await makeDocument({ form: FORM, withSignature: true, failed: FAILED, make: async () => undefined });
    expect(result).toMatchObject({ ok: false, message: MESSAGES.signatureRequired, withSignature: true });
  });

  test('a making that throws gives the button’s message, or the one the error carries', async () => {
    const broken = async () => {
      throw new Error('jsPDF failed');
    };
    expect(await makeDocument({ form: FORM, withSignature: false, failed: FAILED, make: broken })).toEqual({ ok: false, message: FAILED });
    const said = await makeDocument({ form: FORM, withSignature: false, failed: (error) => `Refus : ${String(error)}`, make: broken });
    expect(said).toEqual({ ok: false, message: 'Refus : Error: jsPDF failed' });
  });

  test('a refusal found while making (the reminder without end date) is passed on as it is', async () => {
    const refusal = { ok: false as const, message: MESSAGES.endDateRequired, field: 'endDate' as const };
    expect(await makeDocument({ form: FORM, withSignature: false, failed: FAILED, make: async () => refusal })).toEqual(refusal);
  });
});
