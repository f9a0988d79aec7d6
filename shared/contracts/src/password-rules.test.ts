import { isStrongPassword, PASSWORD_RULES } from './password-rules';

const metBy = (password: string) => PASSWORD_RULES.filter((rule) => rule.met(password)).map((rule) => rule.label);

describe('the password rules', () => {
  it('lists the four rules and says which a password meets', () => {
    expect(metBy('')).toEqual([]);
    expect(metBy('abcdefgh')).toEqual(['At least 8 characters']);
    expect(metBy('A1!')).toEqual(['1 uppercase letter', '1 number', '1 special character']);
  });

  it('calls a password strong when it meets all of them', () => {
    expect(isStrongPassword('Secret@123')).toBe(true);
    expect(isStrongPassword('Secret@12')).toBe(true);
    expect(isStrongPassword('Secret@1')).toBe(true);
    expect(isStrongPassword('Secret@')).toBe(false);
    expect(isStrongPassword('secret@123')).toBe(false);
    expect(isStrongPassword('Secret1234')).toBe(false);
  });
});
