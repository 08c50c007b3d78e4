import type {
  WireClaimAnswer,
  WireFileDownload,
  WirePasswordChange,
  WireSaleLookup,
  WireSuccess,
} from '../../src/core/api/wire-types';
import { DAY_MS, saleGuid } from '../data/account';
import { makePdf } from '../data/pdf';
import { formatDate, formatRoubles } from '../format';
import { callerAddress, type DemoApp, type DemoDeps, withCaller } from '../http/context';
import { badRequest } from '../http/errors';
import { textField } from '../http/form';

/** Returns are allowed for this many days when the item names none (doc 2 §9). */
const DEFAULT_RETURN_DAYS = 14;
/** The reason codes a claim may carry (doc 2 §4): choosing 7 sends 8, choosing 8 sends 9. */
const SENT_REASONS = new Set([1, 2, 3, 4, 5, 6, 8, 9]);
/** Reason 1, the return of goods of proper quality, needs the item's returns allowed. */
const QUALITY_RETURN = 1;
/** The chat the review bot posts to; a real server reads it, and the bot's token, from its settings. */
const REVIEW_CHAT_ID = process.env.DEMO_REVIEW_CHAT_ID ?? '-1001234567890';

const escapeHtml = (text: string): string =>
  text.replace(
    /[<>&"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char,
  );

const yesNo = (value: string | undefined): string | null =>
  value === 'Y' ? 'да' : value === 'N' ? 'нет' : null;

const wholeNumber = (value: string | undefined): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/**
 * The account area's calls (doc 2 §7): document download, password change, the return claim with
 * our sale lookup (DESIGN), and the review relay (DESIGN "Server relays for third-party services").
 */
export function accountRoutes(app: DemoApp, deps: DemoDeps): void {
  const { account, passwordChecks } = deps.store;

  app.post(
    '/rest/docs.download.json',
    withCaller((c, { user }) => {
      const form = c.get('form');
      const document = account
        .documents(user.login)
        .find(
          (candidate) =>
            candidate.xmlId === textField(form, 'xml_id') &&
            candidate.number === textField(form, 'number') &&
            candidate.type === textField(form, 'type'),
        );
      const refuse = (message: string) =>
        c.json({ result: { success: false, error: true, message } satisfies WireFileDownload });
      if (!document) return refuse('Документ не найден.');
      if (!document.ready) return refuse('Документ ещё формируется. Попробуйте скачать его позже.');
      const title = `${document.type} № ${document.number} от ${formatDate(document.date)}`;
      const file = makePdf({
        title,
        lines: [
          title,
          `Покупатель: ${user.userData?.PROPERTY_FULL_NAME_VALUE ?? user.name}`,
          `ИНН ${user.userData?.PROPERTY_INN_VALUE ?? '-'}`,
          document.price > 0 ? `Сумма: ${formatRoubles(document.price)}` : 'Сумма: -',
          'Демонстрационный документ оптового портала.',
        ],
      });
      return c.json({
        result: {
          success: true,
          error: false,
          message: '',
          file: file.toString('base64'),
          file_name: `${document.type} ${document.number}.pdf`,
        } satisfies WireFileDownload,
      });
    }),
  );

  app.post(
    '/rest/personal.changepass.json',
    withCaller((c, { user }) => {
      const form = c.get('form');
      const old = textField(form, 'old_password') ?? '';
      const next = textField(form, 'new_password') ?? '';
      const confirm = textField(form, 'confirm_new_password') ?? '';
      const answer = (success: boolean, message: string) =>
        c.json({ result: { success, message } satisfies WirePasswordChange });
      if (!old || !next || !confirm) return answer(false, 'Не заполнены обязательные поля');
      if (next !== confirm) return answer(false, 'Пароли не совпадают');
      // The rule of docs/server-contract.md ("Password change"): the portal checks it too.
      if (next.length < 6 || next.trim() === '')
        return answer(
          false,
          'Пароль должен быть не короче 6 символов и не может состоять из одних пробелов.',
        );
      // The current password is a password check like a sign-in's, held back by the same rules
      // (docs/server-contract.md, "Sign-in throttling"): an access token is no licence to guess it.
      const attempt = { login: user.login, address: callerAddress(c) };
      const waitMs = passwordChecks.wait(attempt);
      if (waitMs > 0) {
        c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        return c.json(
          {
            error: 'too_many_attempts',
            errorMessage: 'Слишком много неверных попыток ввести текущий пароль.',
          },
          429,
        );
      }
      if (old !== user.password) {
        passwordChecks.failed(attempt);
        return answer(false, 'Текущий пароль указан неверно.');
      }
      passwordChecks.succeeded(attempt);
      account.setPassword(user.login, next);
      return answer(true, 'Пароль успешно изменён.');
    }),
  );

  // Our sale lookup (DESIGN): the sale record of an order line, whose GUID the claim carries.
  app.post(
    '/rest/claim.sale.json',
    withCaller((c, { user }) => {
      const form = c.get('form');
      const found = account.item(user.login, wholeNumber(textField(form, 'basket_item_id')) ?? 0);
      const guid =
        found && found.line.xmlId === textField(form, 'inner_id')
          ? saleGuid(user.login, found.order, found.line)
          : '';
      return c.json({ result: { selling_number: guid } satisfies WireSaleLookup });
    }),
  );

  app.post(
    '/rest/backend.claim.json',
    withCaller((c, { user }) => {
      const form = c.get('form');
      const found = account.item(user.login, wholeNumber(textField(form, 'basket_item_id')) ?? 0);
      if (!found || found.line.xmlId !== textField(form, 'inner_id'))
        return badRequest(c, 'Товар не найден в заказах.');
      const { order, line } = found;
      const guid = saleGuid(user.login, order, line);
      if (!guid || guid !== textField(form, 'guid')) return badRequest(c, 'Товар не был реализован.');
      const reason = wholeNumber(textField(form, 'reason_type'));
      if (reason === null || !SENT_REASONS.has(reason)) return badRequest(c, 'Неизвестная причина возврата.');
      if (reason === QUALITY_RETURN && !line.allowReturn)
        return badRequest(c, 'Возврат качественного товара по данной позиции не производится!');
      const qty = wholeNumber(textField(form, 'qty'));
      const left = line.quantity - account.claimed(user.login, line.id);
      if (qty === null || qty < 1 || qty > left) return badRequest(c, `Макс. кол-во ${left}`);
      const days = line.returnDays && line.returnDays > 0 ? line.returnDays : DEFAULT_RETURN_DAYS;
      if (deps.now() > order.createdAt + days * DAY_MS) return badRequest(c, 'Заявка на возврат просрочена');
      account.claim({
        login: user.login,
        orderId: order.id,
        basketItemId: line.id,
        innerId: line.xmlId,
        guid,
        qty,
        reasonType: reason,
        comment: textField(form, 'comment')?.trim() ?? '',
        at: deps.now(),
      });
      return c.json({ result: 'success' satisfies WireClaimAnswer });
    }),
  );

  // Public: the review page is opened from a link sent to the client (DESIGN "Public routes").
  app.post('/rest/review.send.json', (c) => {
    const form = c.get('form');
    const field = (name: string) => textField(form, name)?.trim() ?? '';
    const rating = wholeNumber(field('rating'));
    const answers = [
      ['Доставка вовремя', yesNo(field('delivery_on_time'))],
      ['Товар полностью', yesNo(field('product_completely'))],
      ['Возврат забрали', yesNo(field('refund_take'))],
    ] as const;
    if (rating === null || rating < 1 || rating > 5 || answers.some(([, answer]) => answer === null))
      return badRequest(c, 'Оценка не заполнена.');
    const lines = [
      '<b>Оценка доставки</b>',
      `Контрагент: ${escapeHtml(field('contragent') || '-')}`,
      `Направление: ${escapeHtml(field('direction') || '-')}`,
      `Реализация № ${escapeHtml(field('salenumber') || '-')} от ${escapeHtml(field('saledate') || '-')}`,
      `Оценка: ${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} (${rating})`,
      ...answers.map(([question, answer]) => `${question}: ${answer}`),
      `Комментарий: ${escapeHtml(field('comment') || '-')}`,
    ];
    deps.store.relays.record({
      service: 'review-bot',
      at: deps.now(),
      request: { chat_id: REVIEW_CHAT_ID, parse_mode: 'HTML', text: lines.join('\n') },
    });
    return c.json({ result: { success: true } satisfies WireSuccess });
  });
}
