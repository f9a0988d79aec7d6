import fc from 'fast-check';
import { toWords } from 'to-words/en-IN';
import { inrInWords, MAX_AMOUNT_IN_WORDS_MINOR } from './amount-in-words';

describe('inrInWords', () => {
  it.each([
    [0, 'Zero Rupees Only'],
    [1, 'Zero Rupees And One Paisa Only'], // ₹0.01
    [7, 'Zero Rupees And Seven Paise Only'], // ₹0.07
    [100, 'One Rupee Only'], // ₹1.00
    [110, 'One Rupee And Ten Paise Only'], // ₹1.10
    [12_345_678, 'One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees And Seventy Eight Paise Only'], // ₹1,23,456.78
    [100_000_050, 'Ten Lakh Rupees And Fifty Paise Only'], // ₹10,00,000.50
    [1_000_000_000, 'One Crore Rupees Only'], // ₹1,00,00,000.00
    [
      1_234_567_809, // ₹1,23,45,678.09
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees And Nine Paise Only',
    ],
    [
      MAX_AMOUNT_IN_WORDS_MINOR, // ₹99,99,99,99,99,999.99
      'Ninety Nine Kharab Ninety Nine Arab Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees And Ninety Nine Paise Only',
    ],
  ])('writes %p paise as %p', (amountMinor, words) => {
    expect(inrInWords(amountMinor)).toBe(words);
  });

  it('gets the paise right for every amount it accepts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: BigInt(MAX_AMOUNT_IN_WORDS_MINOR) }), (minor) => {
        const rupees = minor / 100n;
        const paise = minor % 100n;
        const words = inrInWords(Number(minor));
        expect(words.startsWith(`${toWords(rupees)} Rupee`)).toBe(true);
        if (paise === 0n) expect(words).toMatch(/ Rupees? Only$/);
        else expect(words).toMatch(new RegExp(` And ${toWords(paise)} (Paise|Paisa) Only$`));
      }),
    );
  });

  it.each([-1, 1.5, Number.NaN, MAX_AMOUNT_IN_WORDS_MINOR + 1])('refuses %p', (amountMinor) => {
    expect(() => inrInWords(amountMinor)).toThrow(RangeError);
  });
});
