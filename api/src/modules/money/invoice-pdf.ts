import { formatInvoiceMoney, INVOICE_REFUND_REASON_WORDS, type Invoice, type Money } from '@talentindia/contracts';
import { INVOICE_TIME_ZONE } from './invoice-numbers';

/*
 * An invoice's PDF (issue 19 §2): a GST tax invoice on one A4 page, drawn with pdfkit from the same
 * document `GET /invoices/:id` answers, so the page and the PDF cannot disagree. It uses the PDF's
 * standard fonts (Helvetica), which every reader has and which keep the text searchable and the file
 * small; they cannot draw the rupee sign, so that one glyph is drawn as a shape (`drawRupeeSign`).
 */

type Pdf = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const CONTENT_WIDTH = RIGHT - LEFT;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const SHADE = '#f3f4f6';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** The characters Helvetica's encoding (WinAnsi) has beyond Latin-1; pdfkit writes anything else as garbage. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (character: string) => {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
};

/**
 * Text as the standard fonts can draw it: white space as a space; a letter they lack as its base
 * letter when it has one (ő → o), else "?". Names in other scripts are the page's to show (the JSON
 * carries them as typed); the PDF never prints a wrong character for them.
 */
export function printable(text: string): string {
  return Array.from(text.normalize('NFC'), (character) => {
    if (/\s/u.test(character)) return ' ';
    if (isWinAnsi(character)) return character;
    const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
    return base !== '' && Array.from(base).every(isWinAnsi) ? base : '?';
  }).join('');
}

/**
 * The rupee sign (U+20B9) of DejaVu Sans and DejaVu Sans Bold (fonts free to copy), as outlines in
 * their font units (2048 to the em, y upwards from the baseline), drawn beside Helvetica's digits.
 */
const RUPEE_UNITS_PER_EM = 2048;
const RUPEE_SIGNS = {
  [REGULAR]: {
    advance: 1303,
    path:
      'M106 1370L161 1493L1199 1493L1144 1370L790 1370Q869 1292 890 1163L1199 1163L1144 1040L898 1040Q893 914 832 ' +
      '829Q767 736 642 700Q707 678 768 606Q827 538 892 408L1097 0L880 0L689 383Q614 534 546 582Q476 631 356 631L136 ' +
      '631L136 797L390 797Q536 797 610 864Q678 926 684 1040L106 1040L161 1163L673 1163Q655 1230 610 1282Q536 1370 ' +
      '390 1370Z',
  },
  [BOLD]: {
    advance: 1425,
    path:
      'M103 1298L191 1493L1325 1493L1239 1298L923 1298Q955 1242 967 1168L1325 1168L1239 973L962 973Q945 896 902 838' +
      'Q830 743 686 698Q765 680 828 616Q891 552 954 424L1163 0L753 0L571 371Q516 483 459.5 524Q403 565 309 565L159 ' +
      '565L159 831L362 831Q483 831 536 898Q562 931 575 973L103 973L191 1168L572 1168Q559 1205 536 1234Q483 1298 362 ' +
      '1298Z',
  },
} as const;
type Weight = keyof typeof RUPEE_SIGNS;

/** Helvetica's ascender (its AFM), in thousandths of the size: pdfkit puts the baseline this far below a line's top. */
const HELVETICA_ASCENDER = 718;

/** The rupee sign at `x` on the line whose top is `y`, in the current fill colour. */
function drawRupeeSign(doc: Pdf, weight: Weight, x: number, y: number, size: number): void {
  const scale = size / RUPEE_UNITS_PER_EM;
  doc.save();
  doc.translate(x, y + (HELVETICA_ASCENDER / 1000) * size);
  doc.scale(scale, -scale);
  doc.path(RUPEE_SIGNS[weight].path).fill();
  doc.restore();
}

/** An amount right-aligned in the box from `x` of `width`, on the line whose top is `y`. */
function amountAt(doc: Pdf, money: Money, box: { x: number; y: number; width: number }, size: number, weight: Weight) {
  const { x, y, width } = box;
  doc.font(weight).fontSize(size);
  const text = formatInvoiceMoney(money);
  if (!text.includes('₹')) {
    doc.text(printable(text), x, y, { width, align: 'right', lineBreak: false });
    return;
  }
  // "₹1,23,456.78" or "-₹5.00": the digits as text, the sign drawn just before them.
  const [before = '', digits = ''] = text.split('₹');
  doc.text(digits, x, y, { width, align: 'right', lineBreak: false });
  const signX = x + width - doc.widthOfString(digits) - (RUPEE_SIGNS[weight].advance / RUPEE_UNITS_PER_EM) * size;
  drawRupeeSign(doc, weight, signX, y, size);
  if (before) doc.text(before, x, y, { width: signX - x, align: 'right', lineBreak: false });
}

const longDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: INVOICE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const calendarDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** An instant as a date in India ("2 March 2026"): invoices are dated where they are issued. */
const dateOf = (iso: string) => longDate.format(new Date(iso));
/** A calendar day (`2026-03-02`) as written ("2 March 2026"). */
const dayOf = (day: string) => calendarDate.format(new Date(`${day}T00:00:00Z`));

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };
const cardName = (card: { brand: string; last4: string }) => `${BRANDS[card.brand] ?? card.brand} ending ${card.last4}`;

function placeOfSupply(invoice: Invoice): string {
  if (invoice.place_of_supply) return `${invoice.place_of_supply.name} (${invoice.place_of_supply.code})`;
  return invoice.tax_treatment === 'none' ? 'Outside India' : 'India (state not given)';
}

/** What the payment line says, in words. */
function paymentText(invoice: Invoice): string {
  const { payment } = invoice;
  if (payment.paid_by_credits) return `Paid in full from credits on ${dateOf(invoice.issued_at)}.`;
  const card = payment.card ? cardName(payment.card) : null;
  switch (payment.status) {
    case 'paid':
      return `Paid${card ? ` by ${card}` : ''}${payment.paid_at ? ` on ${dateOf(payment.paid_at)}` : ''}.`;
    case 'processing':
      return `Payment in progress${card ? ` (${card})` : ''}.`;
    case 'requires_action':
      return `Awaiting the cardholder's authentication${card ? ` (${card})` : ''}.`;
    case 'declined':
      return `Awaiting payment: the card${card ? ` (${card})` : ''} was declined.`;
    case 'awaiting_payment':
      return 'Awaiting payment.';
    case 'cancelled':
      return 'Cancelled before it was paid: nothing is due, and the credits it used were returned.';
  }
}

function taxNote(invoice: Invoice): string {
  const work = 'the work is billed for the freelancer and carries no GST from the platform';
  if (invoice.tax_treatment === 'none') return `No GST is charged: the client is billed outside India; ${work}.`;
  return `GST is charged on the marketplace fee (SAC ${invoice.sac_code}); ${work}.`;
}

/** The platform (left) and the title (right); returns the y below them. */
function drawHeader(doc: Pdf, invoice: Invoice): number {
  const { platform } = invoice;
  const half = CONTENT_WIDTH / 2;
  doc
    .fillColor(INK)
    .font(BOLD)
    .fontSize(13)
    .text(printable(platform.legal_name), LEFT, MARGIN, { width: half + 40 });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  for (const line of platform.address_lines) doc.text(printable(line), { width: half + 40 });
  doc.fillColor(INK).text(`GSTIN: ${platform.gstin}`, { width: half + 40 });
  const leftBottom = doc.y;
  doc
    .font(BOLD)
    .fontSize(20)
    .text('Tax Invoice', LEFT + half, MARGIN, { width: half, align: 'right' });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text('Original for recipient', { width: half, align: 'right' });
  const bottom = Math.max(leftBottom, doc.y) + 12;
  doc.moveTo(LEFT, bottom).lineTo(RIGHT, bottom).lineWidth(0.75).strokeColor(RULE).stroke();
  return bottom + 14;
}

/** Who is billed (left) and the invoice's facts (right); returns the y below the taller column. */
function drawParties(doc: Pdf, invoice: Invoice, top: number): number {
  const columnWidth = CONTENT_WIDTH / 2 - 12;
  doc.fillColor(MUTED).font(BOLD).fontSize(8).text('BILLED TO', LEFT, top, { width: columnWidth });
  doc.moveDown(0.3).fillColor(INK);
  const billed = invoice.billed_to;
  if (billed) {
    if (billed.name) doc.font(BOLD).fontSize(10).text(printable(billed.name), { width: columnWidth });
    doc.font(REGULAR).fontSize(9);
    const cityLine = [billed.city, [billed.state, billed.pincode].filter(Boolean).join(' ')].filter(Boolean);
    for (const line of [billed.address1, billed.address2, cityLine.join(', '), billed.country]) {
      if (line) doc.text(printable(line), { width: columnWidth });
    }
    if (billed.tax_id) {
      const label = billed.country === 'India' ? 'GSTIN' : 'Tax ID';
      doc.text(`${label}: ${printable(billed.tax_id)}`, { width: columnWidth });
    }
  } else {
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text('No billing details were saved.', { width: columnWidth });
  }
  const leftBottom = doc.y;

  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', dateOf(invoice.issued_at)],
    ['Place of supply', placeOfSupply(invoice)],
    ['SAC', invoice.sac_code],
    ['Contract', invoice.contract.title],
    invoice.period
      ? ['Period', `${dayOf(invoice.period.start)} to ${dayOf(invoice.period.end)}`]
      : ['Milestone', invoice.milestone ?? invoice.description],
    ['Freelancer', invoice.freelancer.name],
  ];
  const labelX = LEFT + CONTENT_WIDTH / 2 + 12;
  const labelWidth = 86;
  const valueX = labelX + labelWidth;
  const valueWidth = RIGHT - valueX;
  let y = top;
  for (const [label, value] of facts) {
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(label, labelX, y, { width: labelWidth });
    doc.font(label === 'Invoice number' ? BOLD : REGULAR).fillColor(INK);
    doc.text(printable(value), valueX, y, { width: valueWidth });
    y = Math.max(doc.y, y + 12) + 3;
  }
  return Math.max(leftBottom, y) + 18;
}

const COLUMNS = {
  number: { x: LEFT + 6, width: 18 },
  description: { x: LEFT + 28, width: 292 },
  rate: { x: LEFT + 324, width: 60 },
  amount: { x: LEFT + 388, width: CONTENT_WIDTH - 394 },
};

/** The lines with their rates and amounts; returns the y below the table. */
function drawLines(doc: Pdf, invoice: Invoice, top: number): number {
  const headerHeight = 20;
  doc.rect(LEFT, top, CONTENT_WIDTH, headerHeight).fill(SHADE);
  doc.fillColor(MUTED).font(BOLD).fontSize(8);
  const headerY = top + 7;
  doc.text('#', COLUMNS.number.x, headerY, { width: COLUMNS.number.width, lineBreak: false });
  doc.text('DESCRIPTION', COLUMNS.description.x, headerY, { width: COLUMNS.description.width, lineBreak: false });
  doc.text('RATE', COLUMNS.rate.x, headerY, { width: COLUMNS.rate.width, align: 'right', lineBreak: false });
  doc.text(`AMOUNT (${invoice.currency})`, COLUMNS.amount.x, headerY, {
    width: COLUMNS.amount.width,
    align: 'right',
    lineBreak: false,
  });
  let y = top + headerHeight + 8;
  invoice.lines.forEach((line, index) => {
    doc.fillColor(INK).font(REGULAR).fontSize(10);
    const description = printable(line.description);
    const height = doc.heightOfString(description, { width: COLUMNS.description.width });
    doc.text(String(index + 1), COLUMNS.number.x, y, { width: COLUMNS.number.width, lineBreak: false });
    doc.text(description, COLUMNS.description.x, y, { width: COLUMNS.description.width });
    const rate = line.rate_percent === null ? '' : `${line.rate_percent}%`;
    doc.text(rate, COLUMNS.rate.x, y, { width: COLUMNS.rate.width, align: 'right', lineBreak: false });
    amountAt(doc, line.amount, { x: COLUMNS.amount.x, y, width: COLUMNS.amount.width }, 10, REGULAR);
    y += Math.max(height, 12) + 8;
    doc
      .moveTo(LEFT, y - 4)
      .lineTo(RIGHT, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  return y + 6;
}

/**
 * The totals, what credits and the card paid, what was refunded and the net paid, the amount in
 * words and how it was paid; returns the y below them.
 */
function drawTotals(doc: Pdf, invoice: Invoice, top: number): number {
  const labelX = LEFT + CONTENT_WIDTH / 2;
  const labelWidth = COLUMNS.amount.x - labelX - 8;
  const rows: { label: string; amount: Money; strong?: boolean }[] = [
    { label: 'Total GST', amount: invoice.tax },
    { label: 'Total', amount: invoice.total, strong: true },
    { label: 'Credits used', amount: invoice.credits_used },
    { label: invoice.payment.status === 'paid' ? 'Paid by card' : 'Card part', amount: invoice.card_part },
  ];
  if (invoice.refunds.length > 0) {
    rows.push({ label: 'Refunded', amount: invoice.refunded_total });
    rows.push({ label: 'Net paid', amount: invoice.net_paid, strong: true });
  }
  let y = top;
  for (const row of rows) {
    const size = row.strong ? 11 : 10;
    doc
      .font(row.strong ? BOLD : REGULAR)
      .fontSize(size)
      .fillColor(row.strong ? INK : MUTED);
    doc.text(row.label, labelX, y, { width: labelWidth, align: 'right', lineBreak: false });
    doc.fillColor(INK);
    amountAt(
      doc,
      row.amount,
      { x: COLUMNS.amount.x, y, width: COLUMNS.amount.width },
      size,
      row.strong ? BOLD : REGULAR,
    );
    y += size + 8;
    if (row.strong) {
      doc
        .moveTo(labelX, y - 3)
        .lineTo(RIGHT, y - 3)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      y += 4;
    }
  }
  y += 8;
  if (invoice.amount_in_words) {
    doc.font(BOLD).fontSize(9).fillColor(MUTED).text('Amount in words', LEFT, y, { width: CONTENT_WIDTH });
    doc.font(REGULAR).fontSize(10).fillColor(INK).text(printable(invoice.amount_in_words), { width: CONTENT_WIDTH });
    y = doc.y + 10;
  }
  doc.font(BOLD).fontSize(9).fillColor(MUTED).text('Payment', LEFT, y, { width: CONTENT_WIDTH });
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(INK)
    .text(printable(paymentText(invoice)), { width: CONTENT_WIDTH });
  return doc.y;
}

const REFUND_COLUMNS = {
  date: { x: LEFT + 6, width: 80 },
  reason: { x: LEFT + 90, width: 140 },
  credits: { x: LEFT + 234, width: 72 },
  card: { x: LEFT + 310, width: 74 },
  total: COLUMNS.amount,
};

/**
 * The refunds, oldest first: when, why, what went back to the credits and to the card, and in all
 * (a pending one marked so); then which card the card's part goes back to, and what pending means
 * (its credits are back at once, its card part waits for the provider). Returns the y below them.
 */
function drawRefunds(doc: Pdf, invoice: Invoice, top: number): number {
  doc.font(BOLD).fontSize(9).fillColor(MUTED).text('Refunds', LEFT, top, { width: CONTENT_WIDTH });
  const headerTop = doc.y + 4;
  const headerHeight = 18;
  doc.rect(LEFT, headerTop, CONTENT_WIDTH, headerHeight).fill(SHADE);
  doc.fillColor(MUTED).font(BOLD).fontSize(8);
  const headerY = headerTop + 6;
  const header = (text: string, column: { x: number; width: number }, align: 'left' | 'right') =>
    doc.text(text, column.x, headerY, { width: column.width, align, lineBreak: false });
  header('DATE', REFUND_COLUMNS.date, 'left');
  header('REASON', REFUND_COLUMNS.reason, 'left');
  header('TO CREDITS', REFUND_COLUMNS.credits, 'right');
  header('TO CARD', REFUND_COLUMNS.card, 'right');
  header(`REFUNDED (${invoice.currency})`, REFUND_COLUMNS.total, 'right');
  let y = headerTop + headerHeight + 6;
  for (const refund of invoice.refunds) {
    doc.fillColor(INK).font(REGULAR).fontSize(9);
    doc.text(dateOf(refund.refunded_at), REFUND_COLUMNS.date.x, y, {
      width: REFUND_COLUMNS.date.width,
      lineBreak: false,
    });
    doc.text(INVOICE_REFUND_REASON_WORDS[refund.reason], REFUND_COLUMNS.reason.x, y, {
      width: REFUND_COLUMNS.reason.width,
    });
    if (refund.status === 'pending') doc.fillColor(MUTED).text('Pending', { width: REFUND_COLUMNS.reason.width });
    const bottom = doc.y;
    doc.fillColor(INK);
    amountAt(doc, refund.to_credits, { ...REFUND_COLUMNS.credits, y }, 9, REGULAR);
    amountAt(doc, refund.to_card, { ...REFUND_COLUMNS.card, y }, 9, REGULAR);
    amountAt(doc, refund.total, { ...REFUND_COLUMNS.total, y }, 9, REGULAR);
    y = Math.max(bottom, y + 11) + 6;
    doc
      .moveTo(LEFT, y - 3)
      .lineTo(RIGHT, y - 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  const notes: string[] = [];
  const card = invoice.payment.card;
  if (card && invoice.refunds.some((refund) => refund.to_card.amount > 0))
    notes.push(`The card part goes back to ${printable(cardName(card))}, the card that paid the invoice.`);
  if (invoice.refunds.some((refund) => refund.status === 'pending'))
    notes.push('Pending: the credits are back already; the card part is on its way from the provider.');
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  for (const note of notes) {
    doc.text(note, LEFT, y + 2, { width: CONTENT_WIDTH });
    y = doc.y;
  }
  return y;
}

function drawFooter(doc: Pdf, invoice: Invoice): void {
  const top = PAGE.height - MARGIN - 26;
  doc.moveTo(LEFT, top).lineTo(RIGHT, top).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.font(REGULAR).fontSize(8).fillColor(MUTED);
  doc.text('This is a computer-generated invoice and needs no signature.', LEFT, top + 8, {
    width: CONTENT_WIDTH,
    align: 'center',
    lineBreak: false,
  });
  const identity = `${printable(invoice.platform.legal_name)} · GSTIN ${invoice.platform.gstin} · Invoice ${invoice.number}`;
  doc.text(identity, LEFT, top + 19, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
}

/**
 * The invoice as a PDF: A4, the platform's name, address and GSTIN; "Tax Invoice"; the number, date,
 * place of supply and SAC; whom it is billed to; the lines with their rates; the totals, the credits
 * used and the card's part (with what was refunded and the net paid, when anything was); the amount
 * in words for INR; how it was paid; its refunds; a footer.
 */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  // Loaded on the first invoice drawn, not at every start: most starts and requests never draw one.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    // The bottom margin is the footer's: nothing else reaches it, so the page never breaks.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 24 },
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `Tax Invoice ${invoice.number}`,
      Author: printable(invoice.platform.legal_name),
      Subject: printable(invoice.description),
      // The invoice's own date, not the moment of drawing: the same invoice is the same file every time.
      CreationDate: new Date(invoice.issued_at),
    },
  });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = drawHeader(doc, invoice);
  y = drawParties(doc, invoice, y);
  y = drawLines(doc, invoice, y);
  y = drawTotals(doc, invoice, y);
  if (invoice.refunds.length > 0) y = drawRefunds(doc, invoice, y + 14);
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(taxNote(invoice), LEFT, y + 10, { width: CONTENT_WIDTH });
  drawFooter(doc, invoice);
  doc.end();
  return bytes;
}
