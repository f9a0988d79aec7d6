import { formatInvoiceMoney, invoiceFileName, invoiceIdParamsSchema, moneyMessages } from '../index';

describe('formatInvoiceMoney', () => {
  it('writes rupees with Indian grouping and the others with US grouping, each with its symbol', () => {
    expect(formatInvoiceMoney({ currency: 'INR', amount: 12_345_678 })).toBe('₹1,23,456.78');
    expect(formatInvoiceMoney({ currency: 'INR', amount: 5 })).toBe('₹0.05');
    expect(formatInvoiceMoney({ currency: 'USD', amount: 123_456 })).toBe('$1,234.56');
    expect(formatInvoiceMoney({ currency: 'EUR', amount: 31_770 })).toBe('€317.70');
    expect(formatInvoiceMoney({ currency: 'GBP', amount: 0 })).toBe('£0.00');
    expect(formatInvoiceMoney({ currency: 'USD', amount: -1_500 })).toBe('-$15.00');
  });

  it('prints the largest safe amount exactly, where dividing a float by 100 would not', () => {
    // As a float, 9007199254740991 / 100 is 90071992547409.9: the last paisa would be lost.
    expect(formatInvoiceMoney({ currency: 'INR', amount: Number.MAX_SAFE_INTEGER })).toBe('₹9,00,71,99,25,47,409.91');
    expect(formatInvoiceMoney({ currency: 'USD', amount: 999_999_999_999_999 })).toBe('$9,999,999,999,999.99');
  });
});

describe('invoices on the wire', () => {
  it('names the PDF after the number, without slashes', () => {
    expect(invoiceFileName('TI/2627/00000001')).toBe('invoice-TI-2627-00000001.pdf');
  });

  it('reads a canonical id and answers anything else with the invoice’s 404 message', () => {
    expect(invoiceIdParamsSchema.safeParse({ id: '42' })).toMatchObject({ success: true, data: { id: 42 } });
    for (const id of ['042', '4.2', 'abc', '0']) {
      expect(invoiceIdParamsSchema.safeParse({ id }).error?.issues[0]?.message).toBe(moneyMessages.invoiceNotFound);
    }
  });
});
