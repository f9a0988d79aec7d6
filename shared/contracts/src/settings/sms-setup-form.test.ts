import { settingsMessages } from './settings-messages';
import { smsSetupFormSchema } from './sms-setup-form';

const schema = smsSetupFormSchema([
  { id: 1, name: 'India' },
  { id: 2, name: 'United Kingdom' },
]);

const errorsOf = (values: unknown) => {
  const result = schema.safeParse(values);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
};

describe('the SMS text messages form', () => {
  it('asks for a country and a mobile number, one message each', () => {
    expect(errorsOf({ country: ' ', phone: '' })).toEqual({
      country: [settingsMessages.countryRequired],
      phone: [settingsMessages.mobileRequired],
    });
  });

  it('wants a listed country, whatever its case', () => {
    expect(errorsOf({ country: 'Atlantis', phone: '9876543210' })).toEqual({
      country: [settingsMessages.countryInvalid],
    });
    expect(errorsOf({ country: 'united kingdom', phone: '07400 123456' })).toEqual({});
  });

  it('takes a number typed with spaces, brackets, + and -, and nothing else', () => {
    expect(errorsOf({ country: 'India', phone: '+91 (98765) 43-210' })).toEqual({});
    expect(errorsOf({ country: 'India', phone: '98765abc' })).toEqual({ phone: [settingsMessages.mobileInvalid] });
    expect(errorsOf({ country: 'India', phone: '1'.repeat(21) })).toEqual({ phone: [settingsMessages.mobileInvalid] });
  });
});
