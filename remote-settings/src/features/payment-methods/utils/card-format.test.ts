import { brandName, formatCardNumberInput, formatExpiry, formatExpiryInput, reformatInput } from './card-format';

describe('card formats', () => {
  it('groups a card number as it is printed', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('3782822463100051')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('4242-4242 abc 42')).toBe('4242 4242 42');
    expect(formatCardNumberInput('62123456789012345678')).toBe('6212 3456 7890 1234 567');
  });

  it('writes an expiry as MM / YY', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('042')).toBe('04 / 2');
    expect(formatExpiryInput('12/345')).toBe('12 / 34');
    // Deleting the year leaves the month, without a slash to delete by hand.
    expect(formatExpiryInput('04 / ')).toBe('04');
    expect(formatExpiry({ exp_month: 4, exp_year: 2031 })).toBe('04/31');
  });

  it('names brands', () => {
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('discover')).toBe('Discover');
    expect(brandName('elo_card')).toBe('Elo card');
    expect(brandName('')).toBe('Card');
  });

  it('keeps the caret after the same digit when a number is edited in the middle', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    input.value = '4242 42424 242 4242';
    input.setSelectionRange(10, 10);
    reformatInput(input, formatCardNumberInput);
    expect(input.value).toBe('4242 4242 4242 4242');
    expect(input.selectionStart).toBe(11);
    input.remove();
  });
});
