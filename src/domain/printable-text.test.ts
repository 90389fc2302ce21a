import { describe, expect, test } from 'vitest';
import { isHelveticaCharacter, isUnicodeFontCharacter, needsUnicodeFont, unsupportedCharacters } from './printable-text.ts';
import { hasVisibleText, normalizePdfText } from './visible-text.ts';

const codePoints = (text: string) => [...text].map((character) => character.codePointAt(0) ?? 0);

describe('normalizePdfText: text as the PDF draws it', () => {
  test('the narrow no-break space and the figure space become a no-break space', () => {
    expect(normalizePdfText('1\u202F000\u2007€')).toBe('1\u00A0000\u00A0€');
  });

  test('tabs, line breaks and the other Unicode spaces become a plain space', () => {
    expect(normalizePdfText('a\tb\nc\r\nd\u2009e\u3000f\u2028g')).toBe('a b c  d e f g');
  });

  test('invisible characters are dropped: soft hyphen, zero-width spaces and joiners, bidi marks, BOM, variation selectors', () => {
    expect(normalizePdfText('anti\u00ADconstitution\u200B\u200C\u200D\u200E\u202A\uFEFF©\uFE0F')).toBe('anticonstitution©');
  });

  test('decomposed accents are composed (NFC), as typed on some keyboards', () => {
    expect(normalizePdfText('Le\u0301a Nguye\u0302\u0303n')).toBe('Léa Nguyễn');
  });

  test('text that needs nothing is returned as it is', () => {
    const french = '« L’Haÿ-les-Roses » – Œuvre, cœur… 12 €';
    expect(normalizePdfText(french)).toBe(french);
  });
});

describe('Helvetica (WinAnsi) draws every character a French user types', () => {
  test.each([
    ['accented letters', 'àâäéèêëîïôöùûüÿçÀÂÄÉÈÊËÎÏÔÖÙÛÜŸÇ'],
    ['ligatures', 'œŒæÆ'],
    ['guillemets, quotes and apostrophes', '«»‘’“”‚„‹›\'"'],
    ['dashes, ellipsis, bullet', '–—…•-'],
    ['currency and signs', '€£$¢¥%‰°§©®™'],
    ['the no-break space', '\u00A0'],
  ])('%s', (_family, characters) => {
    expect(codePoints(characters).filter((codePoint) => !isHelveticaCharacter(codePoint))).toEqual([]);
    expect(needsUnicodeFont(characters)).toBe(false);
  });

  test('but not the narrow no-break space, nor letters of other alphabets', () => {
    for (const character of '\u202FŁőșğĐΑЖ') expect(isHelveticaCharacter(character.codePointAt(0) ?? 0)).toBe(false);
    expect(needsUnicodeFont('Łukasz')).toBe(true);
  });
});

describe('the embedded DejaVu Sans draws the other European alphabets and Vietnamese', () => {
  test.each([
    ['Polish', 'ĄąĆćĘęŁłŃńÓóŚśŹźŻż'],
    ['Czech and Slovak', 'ÁáČčĎďÉéĚěÍíŇňÓóŘřŠšŤťÚúŮůÝýŽžĹĺĽľÔô'],
    ['Romanian', 'ĂăÂâÎîȘșȚțŞşŢţ'],
    ['Turkish', 'ÇçĞğİıÖöŞşÜü'],
    ['Hungarian', 'ŐőŰű'],
    ['Baltic', 'ĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽžĄąĘęĖėĮįŲų'],
    ['Vietnamese', 'ĂăÂâĐđÊêÔôƠơƯưẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ'],
    ['Greek', 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ'],
    ['Cyrillic', 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюяІіЇїЄєҐґЎўЂђЉљЊњЋћЏџ'],
    ['the narrow no-break space and other punctuation', '\u202F\u2011\u2032\u2033'],
  ])('%s', (_alphabet, characters) => {
    expect(codePoints(characters).filter((codePoint) => !isUnicodeFontCharacter(codePoint))).toEqual([]);
    expect(unsupportedCharacters(characters)).toEqual([]);
  });

  test('and neither font draws emoji, right-to-left scripts or Chinese', () => {
    for (const character of ['😀', '❤', 'א', 'ع', '中', '\u{1D400}']) {
      expect(isUnicodeFontCharacter(character.codePointAt(0) ?? 0), character).toBe(false);
      expect(unsupportedCharacters(character), character).toEqual([character]);
    }
  });
});

describe('unsupportedCharacters', () => {
  test('names each character once, in order, as the person sees it', () => {
    expect(unsupportedCharacters('Dupont 😀 et 😀 🇫🇷 👍🏽 👨‍👩‍👧 ❤️')).toEqual(['😀', '🇫🇷', '👍🏽', '👨‍👩‍👧', '❤️']);
  });

  test('accepts decomposed accents, invisible joiners and every kind of space', () => {
    expect(unsupportedCharacters('Le\u0301a\u0308 x\u0308 a\u00ADb\u200Bc\u200D\uFEFF\t\n\u2009\u202F\u3000')).toEqual([]);
  });

  test('is empty for plain French', () => {
    expect(unsupportedCharacters('« L’Haÿ-les-Roses » – 1 000 € …')).toEqual([]);
  });
});

describe('hasVisibleText: the rule for a filled-in field, on the page and the server', () => {
  test.each([
    ['', false],
    ['   ', false],
    ['\u200B\u200B\u200B', false],
    ['\u202E \u2028', false],
    ['\u00A0\u202F\u3000', false],
    ['\uFEFF\u2060\u3164\u2800', false],
    ['\u0000\u001F', false],
    ['A\u200B', true],
    ['Zoé', true],
    ['\u202EDupont', true],
  ])('%j → %s', (text, visible) => {
    expect(hasVisibleText(text)).toBe(visible);
  });
});
