import { describe, expect, test } from 'vitest';
import { chooseType, setCustomType, updatePerson } from '../domain/form.ts';
import { unsupportedCharactersMessage } from '../domain/messages.ts';
import {
  findUnsupportedCharacters,
  isHelveticaCharacter,
  isUnicodeFontCharacter,
  needsUnicodeFont,
  unsupportedCharacters,
} from './character-support.ts';
import { bankingForm, customForm } from './fixtures.test-helper.ts';

const codePoints = (text: string) => [...text].map((character) => character.codePointAt(0) ?? 0);

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

describe('findUnsupportedCharacters names the field, the party and the characters in French', () => {
  test('a form the fonts can draw gives nothing', () => {
    expect(findUnsupportedCharacters(bankingForm({ grantor: { lastName: 'Wałęsa' }, attorney: { city: 'Αθήνα' } }))).toEqual([]);
  });

  test('an emoji in the grantor\'s name', () => {
    const form = updatePerson(bankingForm(), 'grantor', 'lastName', 'Dupont 😀');
    expect(findUnsupportedCharacters(form)).toEqual([
      {
        message: 'Le champ « Nom » du mandant contient des caractères non pris en charge : 😀',
        field: 'grantor.lastName',
        characters: ['😀'],
      },
    ]);
  });

  test('several fields, in the order of the page', () => {
    let form = customForm('Cas 🚗', 'Tout gérer 中文');
    form = updatePerson(form, 'attorney', 'city', 'תל אביב');
    form = updatePerson(form, 'grantor', 'email', 'moi@😀.fr');
    expect(findUnsupportedCharacters(form).map(({ message, field }) => [field, message])).toEqual([
      ['grantor.email', 'Le champ « Email » du mandant contient des caractères non pris en charge : 😀'],
      ['attorney.city', 'Le champ « Ville » du mandataire contient des caractères non pris en charge : ת ל א ב י'],
      ['customType', 'Le champ « Précisez le type » contient des caractères non pris en charge : 🚗'],
      [
        'customOperation',
        "Le champ « Précisez l'opération autorisée » contient des caractères non pris en charge : 中 文",
      ],
    ]);
  });

  test('fields the PDF does not draw are not checked', () => {
    const form = setCustomType(chooseType(bankingForm(), 'Bancaire'), '😀');
    expect(form.customType).toBe('😀');
    expect(findUnsupportedCharacters(form)).toEqual([]);
  });

  test('the message builder names the attorney as "du mandataire" and a detail field with no party', () => {
    expect(unsupportedCharactersMessage('Adresse', 'attorney', ['😀', '🎉'])).toBe(
      'Le champ « Adresse » du mandataire contient des caractères non pris en charge : 😀 🎉',
    );
    expect(unsupportedCharactersMessage('Précisez le type', undefined, ['😀'])).toBe(
      'Le champ « Précisez le type » contient des caractères non pris en charge : 😀',
    );
  });
});
