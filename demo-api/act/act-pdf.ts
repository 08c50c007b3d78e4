import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatKopecks, type Party, type ReconciliationAct } from './act';

/**
 * The reconciliation act as an A4 PDF: DejaVu Sans embedded (subset) for the Cyrillic, the table's
 * head repeated at the top of every page, the page number at the foot, then the closing line and
 * both parties' signature and stamp blocks. Drawn by pdfkit on the server, so no PDF library or
 * font reaches a browser.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 42;
const PAGE_BOTTOM = 842 - MARGIN - 18;
const WIDTH = 595 - 2 * MARGIN;
/** Columns: №, date, document, debit, credit. */
const COLUMNS = [
  { title: '№', width: 26, align: 'center' },
  { title: 'Дата', width: 64, align: 'center' },
  { title: 'Документ', width: WIDTH - 26 - 64 - 2 * 86, align: 'left' },
  { title: 'Дебет', width: 86, align: 'right' },
  { title: 'Кредит', width: 86, align: 'right' },
] as const;
const PADDING = 4;
const SIZE = 9;

const requisites = (party: Party): string =>
  `${party.name}, ИНН ${party.inn}${party.kpp ? `, КПП ${party.kpp}` : ''}`;

const money = (kopecks: number): string => (kopecks === 0 ? '' : formatKopecks(kopecks));

/** The act's PDF bytes. */
export function actPdf(act: ReconciliationAct): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Акт сверки взаимных расчётов за период ${act.from} — ${act.to}`,
      Author: act.seller.name,
    },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('bold').fontSize(13).text('Акт сверки взаимных расчётов', { align: 'center' });
  doc.font('regular').fontSize(10).text(`за период с ${act.from} по ${act.to}`, { align: 'center' });
  doc.moveDown(0.3).text(`между ${act.seller.name} и ${act.buyer.name}`, { align: 'center' });
  doc.moveDown(0.8).fontSize(SIZE);
  doc.text(`Продавец: ${requisites(act.seller)}`);
  doc.text(`Покупатель: ${requisites(act.buyer)}`);
  doc
    .moveDown(0.5)
    .text(
      `Мы, нижеподписавшиеся, представители ${act.seller.name} и ${act.buyer.name}, составили настоящий акт о том, что состояние взаимных расчётов по данным учёта ${act.seller.name} следующее (руб.):`,
    );
  doc.moveDown(0.5);

  const row = (cells: readonly string[], options: { bold?: boolean; fill?: string } = {}) => {
    doc.font(options.bold ? 'bold' : 'regular').fontSize(SIZE);
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell, { width: (COLUMNS[index]?.width ?? 0) - 2 * PADDING }),
        ),
      ) +
      2 * PADDING;
    if (doc.y + height > PAGE_BOTTOM) {
      doc.addPage();
      head();
      doc.font(options.bold ? 'bold' : 'regular').fontSize(SIZE);
    }
    const top = doc.y;
    let x = MARGIN;
    if (options.fill) doc.rect(MARGIN, top, WIDTH, height).fill(options.fill).fillColor('black');
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      if (!column) return;
      doc.rect(x, top, column.width, height).lineWidth(0.5).stroke();
      doc.text(cell, x + PADDING, top + PADDING, { width: column.width - 2 * PADDING, align: column.align });
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const head = () =>
    row(
      COLUMNS.map((column) => column.title),
      { bold: true, fill: '#e8e8e8' },
    );
  const total = (label: string, debit: number, credit: number) =>
    row(['', '', label, formatKopecks(debit), formatKopecks(credit)], { bold: true });

  head();
  total('Сальдо на начало периода', Math.max(act.opening, 0), Math.max(-act.opening, 0));
  for (const [index, entry] of act.rows.entries())
    row([String(index + 1), entry.date, entry.document, money(entry.debit), money(entry.credit)]);
  total('Обороты за период', act.turnover.debit, act.turnover.credit);
  total('Сальдо на конец периода', Math.max(act.closing, 0), Math.max(-act.closing, 0));

  // The closing line and the signatures stay together on one page.
  if (doc.y + 190 > PAGE_BOTTOM) doc.addPage();
  doc.moveDown(1).font('bold').fontSize(10).text(`По данным ${act.seller.name}:`, MARGIN);
  doc.font('regular').text(act.statement, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(2);
  const top = doc.y;
  const half = WIDTH / 2 - 10;
  [act.seller, act.buyer].forEach((party, index) => {
    const x = MARGIN + index * (half + 20);
    doc.font('bold').fontSize(10).text(`От ${party.name}`, x, top, { width: half });
    doc.font('regular').fontSize(SIZE);
    doc.text(`ИНН ${party.inn}${party.kpp ? `, КПП ${party.kpp}` : ''}`, x, doc.y + 2, { width: half });
    doc.text('Руководитель', x, doc.y + 18, { width: half });
    doc.text('_________________ / _________________ /', x, doc.y + 14, { width: half });
    doc.fontSize(7).text('подпись                         расшифровка', x + 18, doc.y + 1, { width: half });
    doc.fontSize(SIZE).text('М.П.', x, doc.y + 16, { width: half });
  });

  const pages = doc.bufferedPageRange();
  for (let page = 0; page < pages.count; page++) {
    doc.switchToPage(page);
    // The number sits in the bottom margin: without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .text(`Страница ${page + 1} из ${pages.count}`, MARGIN, 842 - MARGIN, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
